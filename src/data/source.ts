/** A document as a backend returns it: its id and whatever fields it holds (not yet trusted). */
export interface RawDocument {
  id: string;
  data: unknown;
}

/** What the visitor typed, under the field names the shop's database has always used. */
export interface EnquiryFields {
  title: string;
  mobile: string;
  emailaddress: string;
  city: string;
  enquiry: string;
}

export interface EnquiryDocument extends EnquiryFields {
  status: string;
}

/**
 * The data seam: every page reads and writes through this, so demo data and
 * Firestore are interchangeable. Implementations add the creation timestamp.
 */
export interface CatalogueSource {
  readonly name: string;
  readCollection(collection: string): Promise<RawDocument[]>;
  addEnquiry(collection: string, enquiry: EnquiryDocument): Promise<void>;
}
