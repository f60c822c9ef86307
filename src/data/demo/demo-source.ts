import bundled from 'virtual:catalogue-demo';
import type { CatalogueSource, EnquiryDocument, RawDocument } from '../source';
import { collectionSlug } from '../collection-slug';
import { demoDocuments } from './demo-documents';

type Loader = () => Promise<unknown>;

export const ENQUIRIES_KEY = 'catalogue:enquiries';

/**
 * Built-in demo data: the default when no Firebase settings are given, so a
 * fresh clone works offline. The files come from the config's `files.demoData`
 * folder; a collection with no demo file is simply empty.
 */
export function createDemoSource(files: Record<string, Loader> = bundled): CatalogueSource {
  return {
    name: 'demo',
    async readCollection(collection: string): Promise<RawDocument[]> {
      const load = files[collectionSlug(collection)];
      return load ? demoDocuments(await load()) : [];
    },
    // One key holds the one enquiry collection; each entry is the document as Firestore stores it.
    async addEnquiry(_collection: string, enquiry: EnquiryDocument): Promise<void> {
      const stored: unknown = JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]');
      const list = Array.isArray(stored) ? stored : [];
      list.push({ ...enquiry.fields, status: enquiry.status, createdAt: new Date().toISOString() });
      localStorage.setItem(ENQUIRIES_KEY, JSON.stringify(list));
    },
  };
}
