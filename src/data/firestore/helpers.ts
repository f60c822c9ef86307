import { collection, deleteDoc, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore/lite';
import type { DocumentData, Firestore } from 'firebase/firestore/lite';
import type { DocumentHelpers } from '../source';
import { newestFirst, toStoredEnquiry } from './enquiry-record';

/** The data-access helpers of spec section 6 over the web SDK; enquiries live in `enquiries`. */
export function createFirestoreHelpers(db: Firestore, enquiries: string): DocumentHelpers {
  return {
    async updateDocument(name, id, fields) {
      await updateDoc(doc(db, name, id), fields as DocumentData);
    },
    async deleteDocument(name, id) {
      await deleteDoc(doc(db, name, id));
    },
    async readEnquiries() {
      const snapshot = await getDocs(collection(db, enquiries));
      return newestFirst(snapshot.docs.map((d) => toStoredEnquiry({ id: d.id, data: d.data() })));
    },
    async readEnquiry(id) {
      const snapshot = await getDoc(doc(db, enquiries, id));
      return snapshot.exists() ? toStoredEnquiry({ id: snapshot.id, data: snapshot.data() }) : undefined;
    },
  };
}
