import bundled from 'virtual:catalogue-demo';
import type { CatalogueSource, EnquiryBox, EnquirySubmission, RawDocument } from '../source';
import { collectionSlug } from '../../domain/collection-file';
import { enquiryRecord, nextSeq, today } from '../enquiry-box';
import { demoDocuments } from './demo-documents';
import { localStore } from '../browser-storage';
import { isMapping, storedJson, storedMap } from './stored-json';
import { hasProductChanges } from './product-changes';
import { ID_KEY } from '../../domain/enquiry-keys';

type Loader = () => Promise<unknown>;

/** The enquiries, a list of documents as Firestore stores them, each with its id (`ID_KEY`). */
export const ENQUIRIES_KEY = 'catalogue:enquiries';
/** The per-day counters, `{ "<day>": count }`: `<collection>-daily` in Firestore. */
export const COUNTERS_KEY = 'catalogue:enquiries-daily';
/** The receipts, `{ "<token>": "<day>-<seq>" }`: `<collection>-receipts` in Firestore. */
export const RECEIPTS_KEY = 'catalogue:enquiries-receipts';

/**
 * Built-in demo data: the default when no Firebase settings are given, so a
 * fresh clone works offline. The files come from the config's `files.demoData`
 * folder; a collection with no demo file is simply empty. The demo owner's
 * changes in this browser (product-overlay.ts) lie over them.
 */
export function createDemoSource(files: Record<string, Loader> = bundled): CatalogueSource {
  return {
    name: 'demo',
    async readCollection(collection: string): Promise<RawDocument[]> {
      const load = files[collectionSlug(collection)];
      const docs = load ? demoDocuments(await load()) : [];
      // This browser's own changes from the demo owner's pages, over the built-in products: their code
      // comes only to a browser that holds some (every demo page would carry it otherwise).
      return hasProductChanges() ? (await import('./product-overlay')).overlaid(collection, docs) : docs;
    },
    // The Firestore source's transaction, in localStorage: a known token stores nothing again, a full day
    // refuses with EnquiryBoxFull, otherwise the enquiry <day>-<seq>, its counter and its receipt.
    // The enquiry is written first: a failed write (storage full or blocked) rejects, as Firestore's
    // would, before the counter or receipt change.
    addEnquiry(_collection: string, submission: EnquirySubmission, box: EnquiryBox): Promise<void> {
      // The browser's own reason (blocked, full) is what the form shows.
      const keep = (key: string, value: unknown) => {
        const failed = localStore.set(key, JSON.stringify(value));
        if (failed) throw failed;
      };
      return new Promise((resolve) => {
        const receipts = storedMap(RECEIPTS_KEY);
        if (typeof receipts[submission.token] === 'string') return resolve();
        const counters = storedMap(COUNTERS_KEY);
        const day = today(box);
        const seq = nextSeq(counters[day], day, box);
        const { id, data } = enquiryRecord(submission, day, seq);
        // Like a Firestore set, an id already there (its counter lost to a hand edit) is replaced, not doubled.
        // Beside the fields, an entry holds only the engine's reserved names (src/domain/enquiry-keys.ts).
        const list = storedEnquiries().filter((e) => e[ID_KEY] !== id);
        list.push({ [ID_KEY]: id, ...data, createdAt: new Date().toISOString() });
        keep(ENQUIRIES_KEY, list);
        keep(COUNTERS_KEY, { ...counters, [day]: seq });
        keep(RECEIPTS_KEY, { ...receipts, [submission.token]: id });
        resolve();
      });
    },
  };
}

/** One enquiry as the demo store keeps it: its `id` and the document's fields, `createdAt` as ISO text. */
export type StoredEntry = Record<string, unknown>;

/**
 * The enquiries already kept, surviving whatever else wrote the key (an old version, an extension,
 * a hand edit): entries that are not objects are dropped, and anything but a list starts a new one.
 */
export function storedEnquiries(): StoredEntry[] {
  const stored = storedJson(ENQUIRIES_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isMapping);
}
