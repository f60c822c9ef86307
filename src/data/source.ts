/** A document as a backend returns it: its id and whatever fields it holds (not yet trusted). */
export interface RawDocument {
  id: string;
  data: unknown;
}

/** What the visitor typed, by the configured field names (`enquiries.fields[].name`). */
export type EnquiryFields = Record<string, string>;

/**
 * One submission of the form: its token (the form's random id for it, kept for a retry of the same
 * values, so a retry stores nothing twice), the visitor's fields and the configured status.
 * The source numbers it in its day's box and adds `createdAt`.
 */
export interface EnquirySubmission {
  token: string;
  fields: EnquiryFields;
  status: string;
  /** The key of the page's language (`bn`) in a shop of several languages (LANG_KEY); never in a one-language shop. */
  lang?: string;
}

/** The daily cap the source stores under (see src/domain/enquiry-day.ts). */
export interface EnquiryBox {
  /** `enquiries.dailyLimit`: enquiries a day may hold. */
  dailyLimit: number;
  /** `site.utcOffsetMinutes`: where the shop's day begins. */
  utcOffsetMinutes: number;
}

/**
 * The data seam: every page reads and writes through this, so demo data and
 * Firestore are interchangeable. Implementations add the creation timestamp.
 */
export interface CatalogueSource {
  readonly name: string;
  readCollection(collection: string): Promise<RawDocument[]>;
  /**
   * Stores the submission as its day's next enquiry (`<day>-<seq>`), in one commit with the day's counter
   * and the token's receipt. A token already stored succeeds and stores nothing; a full day rejects with
   * EnquiryBoxFull (src/data/enquiry-box.ts). `until` (a `performance.now()` time) is when the form stops
   * waiting: a source that waits for the day's counter gives up by then with EnquiryBusy.
   */
  addEnquiry(collection: string, submission: EnquirySubmission, box: EnquiryBox, until?: number): Promise<void>;
}

/**
 * An enquiry as stored: its document id (`<day>-<seq>`, or a 20-character id from before the daily cap),
 * every other stored field as text (whatever the config asked when it was sent), its status and the
 * server's creation time (null when absent).
 */
export interface StoredEnquiry {
  id: string;
  fields: EnquiryFields;
  status: string;
  createdAt: Date | null;
  /** The key of the language of the page it was sent from (LANG_KEY); absent when it says none. */
  lang?: string;
}

/** The data-access helpers of spec section 6. No public page uses them; the shop owner's enquiries CLI does. */
export interface DocumentHelpers {
  updateDocument(collection: string, id: string, fields: Record<string, unknown>): Promise<void>;
  deleteDocument(collection: string, id: string): Promise<void>;
  /** Newest first. */
  readEnquiries(): Promise<StoredEnquiry[]>;
  readEnquiry(id: string): Promise<StoredEnquiry | undefined>;
}
