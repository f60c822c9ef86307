import type { CatalogueSource, EnquiryDocument, RawDocument } from '../source';
import { collectionSlug } from '../collection-slug';

type DemoItem = { id: string } & Record<string, unknown>;
type Loader = () => Promise<DemoItem[]>;

// One lazily loaded, content-hashed chunk per collection: a page fetches only its own list.
const bundled = import.meta.glob<DemoItem[]>('./collections/*.json', { import: 'default' });

export const ENQUIRIES_KEY = 'catalogue:enquiries';

/**
 * Built-in demo data: the default when no Firebase settings are given, so a
 * fresh clone works offline. A collection with no demo file is simply empty.
 */
export function createDemoSource(files: Record<string, Loader> = bundled): CatalogueSource {
  return {
    name: 'demo',
    async readCollection(collection: string): Promise<RawDocument[]> {
      const load = files[`./collections/${collectionSlug(collection)}.json`];
      if (!load) return [];
      const items = await load();
      return items.map(({ id, ...data }) => ({ id: String(id), data }));
    },
    // One key holds the one enquiry collection; each entry is the document as Firestore stores it.
    async addEnquiry(_collection: string, enquiry: EnquiryDocument): Promise<void> {
      const stored: unknown = JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]');
      const list = Array.isArray(stored) ? stored : [];
      list.push({ ...enquiry, createdAt: new Date().toISOString() });
      localStorage.setItem(ENQUIRIES_KEY, JSON.stringify(list));
    },
  };
}
