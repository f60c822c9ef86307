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
    // One key holds the one enquiry collection; each entry is the document as Firestore stores it,
    // with its id. Like Firestore, the same id again replaces the entry rather than adding one.
    // Written at once; a failed write (storage full or blocked) rejects, as Firestore's would.
    addEnquiry(_collection: string, { id, fields, status }: EnquiryDocument): Promise<void> {
      return new Promise((resolve) => {
        const list = storedEnquiries();
        const entry = { id, ...fields, status, createdAt: new Date().toISOString() };
        const at = list.findIndex((e) => e.id === id);
        if (at >= 0) list[at] = entry;
        else list.push(entry);
        localStorage.setItem(ENQUIRIES_KEY, JSON.stringify(list));
        resolve();
      });
    },
  };
}

type StoredEntry = Record<string, unknown>;

/**
 * The enquiries already kept, surviving whatever else wrote the key (an old version, an extension,
 * a hand edit): entries that are not objects are dropped, and anything but a list starts a new one.
 */
function storedEnquiries(): StoredEntry[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.filter((e): e is StoredEntry => typeof e === 'object' && e !== null && !Array.isArray(e));
}
