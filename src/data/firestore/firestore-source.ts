import { addDoc, collection, getDocs, serverTimestamp } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import type { CatalogueSource, EnquiryDocument, RawDocument } from '../source';
import { connectFirestore } from './connect';
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
    async addEnquiry(name: string, { fields, status }: EnquiryDocument): Promise<void> {
      // The configured fields, status and the server's time: the keys the generated rules accept.
      await addDoc(collection(db, name), { ...fields, status, createdAt: serverTimestamp() });
    },
  };
}

/** The browser's entry: loaded with a dynamic import so builds without Firebase settings never fetch this chunk. */
export function openFirestoreSource(settings: FirebaseSettings): CatalogueSource {
  return createFirestoreSource(connectFirestore(settings));
}
