import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { newestFirst, toStoredEnquiry } from '../../src/data/firestore/enquiry-record.ts';
import type { DocumentHelpers } from '../../src/data/source.ts';
import { toOwnerEnquiry, type OwnerEnquiry } from '../../src/data/owner/owner-enquiry.ts';
import { counterCollection } from '../../src/domain/enquiry-day.ts';

/** One day's counter of the daily cap: the shop's day number and how many enquiries it took. */
export interface DayCount {
  day: number;
  count: number;
}

/** The section-6 helpers, and what the owner's CLI reads besides: enquiries with the owner's additions, and the daily cap's counters. */
export interface AdminHelpers extends DocumentHelpers {
  /** Every enquiry, newest first, with the owner's note and updatedAt taken out of its fields (what the export writes). */
  readOwnerEnquiries(): Promise<OwnerEnquiry[]>;
  /** Every day's counter, oldest first; a document that is no day's counter (hand-made) is passed over. */
  readDayCounts(): Promise<DayCount[]>;
}

/**
 * The section-6 helpers over firebase-admin: the owner's scripts run with a service account,
 * which the security rules do not restrict (the public may not read enquiries at all). `languages`: the shop's
 * keys in a shop of several languages, whose enquiries' `lang` the owner's reading keeps (toOwnerEnquiry).
 */
export function createAdminHelpers(db: Firestore, enquiries: string, languages?: readonly string[]): AdminHelpers {
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
    async readOwnerEnquiries() {
      const snapshot = await db.collection(enquiries).get();
      return newestFirst(snapshot.docs.map((d) => toOwnerEnquiry({ id: d.id, data: d.data() }, languages)));
    },
    async readEnquiry(id) {
      const snapshot = await db.collection(enquiries).doc(id).get();
      return snapshot.exists ? toStoredEnquiry({ id: snapshot.id, data: snapshot.data() }) : undefined;
    },
    async readDayCounts() {
      const snapshot = await db.collection(counterCollection(enquiries)).get();
      return snapshot.docs
        .map((d) => ({ day: Number(d.id), count: d.get('count') as unknown }))
        .filter((c): c is DayCount => Number.isSafeInteger(c.day) && typeof c.count === 'number')
        .sort((a, b) => a.day - b.day);
    },
  };
}
