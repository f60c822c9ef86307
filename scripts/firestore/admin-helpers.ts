import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { newestFirst, toStoredEnquiry } from '../../src/data/firestore/enquiry-record.ts';
import type { DocumentHelpers } from '../../src/data/source.ts';

/**
 * The section-6 helpers over firebase-admin: the owner's scripts run with a service account,
 * which the security rules do not restrict (the public may not read enquiries at all).
 */
export function createAdminHelpers(db: Firestore, enquiries: string): DocumentHelpers {
  return {
    async updateDocument(name, id, fields) {
      await db
        .collection(name)
        .doc(id)
        .update(fields as DocumentData);
    },
    async deleteDocument(name, id) {
      await db.collection(name).doc(id).delete();
    },
    async readEnquiries() {
      const snapshot = await db.collection(enquiries).get();
      return newestFirst(snapshot.docs.map((d) => toStoredEnquiry({ id: d.id, data: d.data() })));
    },
    async readEnquiry(id) {
      const snapshot = await db.collection(enquiries).doc(id).get();
      return snapshot.exists ? toStoredEnquiry({ id: snapshot.id, data: snapshot.data() }) : undefined;
    },
  };
}
