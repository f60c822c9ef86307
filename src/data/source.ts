/** A document as a backend returns it: its id and whatever fields it holds (not yet trusted). */
export interface RawDocument {
  id: string;
  data: unknown;
}

/** What the visitor typed, by the configured field names (`enquiries.fields[].name`). */
export type EnquiryFields = Record<string, string>;

/**
 * An enquiry to store: its document id (chosen by the sender, so that a retry rewrites rather than
 * duplicates it), the visitor's fields and the configured status; the source adds `createdAt`.
 */
export interface EnquiryDocument {
  id: string;
  fields: EnquiryFields;
  status: string;
}

/**
 * The data seam: every page reads and writes through this, so demo data and
 * Firestore are interchangeable. Implementations add the creation timestamp.
 */
export interface CatalogueSource {
  readonly name: string;
  readCollection(collection: string): Promise<RawDocument[]>;
  /** Stores the enquiry under its id: a second call with the same id leaves one document, not two. */
  addEnquiry(collection: string, enquiry: EnquiryDocument): Promise<void>;
}

/**
 * An enquiry as stored: its document id, every other stored field as text (whatever the config
 * asked when it was sent), its status and the server's creation time (null when absent).
 */
export interface StoredEnquiry extends EnquiryDocument {
  createdAt: Date | null;
}

/** The data-access helpers of spec section 6. No public page uses them; the shop owner's enquiries CLI does. */
export interface DocumentHelpers {
  updateDocument(collection: string, id: string, fields: Record<string, unknown>): Promise<void>;
  deleteDocument(collection: string, id: string): Promise<void>;
  /** Newest first. */
  readEnquiries(): Promise<StoredEnquiry[]>;
  readEnquiry(id: string): Promise<StoredEnquiry | undefined>;
}
