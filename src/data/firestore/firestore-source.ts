import { collection, doc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import type { CatalogueSource, EnquiryDocument, RawDocument } from '../source';
import { openFirestore } from './connect';
import type { FirebaseSettings } from './settings';

/** Products and enquiries in Cloud Firestore, over the REST-based lite SDK (no live listeners needed). */
export function createFirestoreSource(db: Firestore): CatalogueSource {
  return {
    name: 'firestore',
    async readCollection(name: string): Promise<RawDocument[]> {
      // The whole collection, unfiltered and unpaged: lists are small and searched in the page.
      const snapshot = await getDocs(collection(db, name));
      return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    async addEnquiry(name: string, { id, fields, status }: EnquiryDocument): Promise<void> {
      // The configured fields, status and the server's time: the keys the generated rules accept.
      // Under the sender's id, so a retry of a write that did land rewrites it (the rules allow that unchanged).
      await setDoc(doc(collection(db, name), id), { ...fields, status, createdAt: serverTimestamp() });
    },
  };
}

/** The browser's entry: loaded with a dynamic import so builds without Firebase settings never fetch this chunk. */
export async function openFirestoreSource(settings: FirebaseSettings): Promise<CatalogueSource> {
  return createFirestoreSource(await openFirestore(settings));
}
