import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import type { CollectionReference, Firestore, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { counterCollection } from '../../domain/enquiry-day';
import { today } from '../enquiry-box';
import { serverClockSkew } from '../server-clock';
import { noteTooLong } from './failure';
import { ownerRequests, type OwnerRequestOptions } from './owner-requests';
import { NOTE_MAX_LENGTH } from '../../domain/enquiry-keys';
import { toOwnerEnquiry, type OwnerEnquiry } from './owner-enquiry';
import { INBOX_PAGE_SIZE, type InboxCursor, type InboxFilter, type InboxPage, type InboxTarget, type OwnerInbox } from './owner-inbox';

/** Documents read per request while looking for enquiries without `createdAt` (see `undatedPart`). */
const SCAN_SIZE = 300;

export interface FirestoreInboxOptions extends OwnerRequestOptions {
  pageSize?: number;
  /** The server's lead over this device's clock, in ms: the day's counter is the server's day. */
  clockSkew?: () => Promise<number>;
}

const DATED = 'createdAt';
const isDated = (d: QueryDocumentSnapshot) => d.get(DATED) !== undefined;
type AsEnquiry = (d: QueryDocumentSnapshot) => OwnerEnquiry;
const enquiryOf =
  (languages?: readonly string[]): AsEnquiry =>
  (d) =>
    toOwnerEnquiry({ id: d.id, data: d.data() }, languages);

/**
 * The owner's inbox in Cloud Firestore, over the lite SDK (requests carry the signed-in user's token;
 * firestore.rules let only owners read, update `status`/`note`/`updatedAt`, and delete).
 *
 * A page is one query, `orderBy('createdAt', 'desc')` then the document id, `limit(pageSize + 1)` (the
 * extra one only says whether there is more), from a cursor (`startAfter`): the collection is never read
 * whole. Filtered by status it needs the composite index (status, createdAt desc) that
 * firestore.indexes.json declares.
 *
 * Enquiries stored before `createdAt` existed have no such field, so no query ordered by it returns them,
 * and Firestore cannot query for a missing field. They are listed after all the others, by document id:
 * once the dated part of the list ends, two counts (all of the filter, and those with `createdAt`) say
 * whether any exist; only then are the filter's documents read again in id order, `SCAN_SIZE` at a time,
 * keeping those without the field. So a shop without such old enquiries pays two aggregation reads at the
 * end of the list, and one with them pays for reading its enquiries once more when the owner pages to the
 * very end (giving those documents a `createdAt` ends that).
 */
export function createFirestoreInbox(db: Firestore, target: InboxTarget, options: FirestoreInboxOptions): OwnerInbox {
  const { signedIn, timeoutMs, pageSize = INBOX_PAGE_SIZE, clockSkew = serverClockSkew } = options;
  const enquiries = collection(db, target.collection);
  const byFilter = (filter: InboxFilter): QueryConstraint[] => (filter === 'all' ? [] : [where('status', '==', filter.status)]);

  const { read, save } = ownerRequests({ signedIn, timeoutMs });
  const asEnquiry = enquiryOf(target.languages);
  const countOf = async (...constraints: QueryConstraint[]) => (await getCount(query(enquiries, ...constraints))).data().count;

  return {
    pageSize,
    page: (filter, cursor) => read(() => readPage(enquiries, byFilter(filter), pageSize, cursor ?? null, countOf, asEnquiry)),
    count: (filter) => read(() => countOf(...byFilter(filter))),
    today: () =>
      read(async () => {
        const day = today(target, await clockSkew());
        const counter = await getDoc(doc(db, counterCollection(target.collection), String(day)));
        const count: unknown = counter.get('count');
        return { day, count: typeof count === 'number' ? count : 0, dailyLimit: target.dailyLimit };
      }),
    // Only these fields: the rules refuse an owner's update that touches any other.
    setStatus: (id, status) => save(() => updateDoc(doc(enquiries, id), { status, updatedAt: serverTimestamp() })),
    setNote: (id, note) =>
      note.length > NOTE_MAX_LENGTH
        ? Promise.resolve(noteTooLong())
        : save(() => updateDoc(doc(enquiries, id), { note, updatedAt: serverTimestamp() })),
    remove: (id) => save(() => deleteDoc(doc(enquiries, id))),
  };
}

type Count = (...constraints: QueryConstraint[]) => Promise<number>;

async function readPage(
  enquiries: CollectionReference,
  filter: QueryConstraint[],
  size: number,
  cursor: InboxCursor | null,
  countOf: Count,
  asEnquiry: AsEnquiry,
): Promise<InboxPage> {
  const shown: QueryDocumentSnapshot[] = [];
  if (cursor === null || cursor.part === 'dated') {
    const from = cursor ? [startAfter(cursor.at, cursor.id)] : [];
    const dated = query(enquiries, ...filter, orderBy(DATED, 'desc'), orderBy(documentId(), 'desc'), ...from, limit(size + 1));
    const { docs } = await getDocs(dated);
    shown.push(...docs.slice(0, size));
    if (docs.length > size) return { enquiries: shown.map(asEnquiry), next: datedCursor(shown.at(-1)!) };
    // The dated part ends on this page: are there enquiries without createdAt to follow?
    const [all, withTime] = await Promise.all([countOf(...filter), countOf(...filter, orderBy(DATED, 'desc'))]);
    if (all === withTime) return { enquiries: shown.map(asEnquiry), next: null };
  }
  const room = size - shown.length;
  if (room === 0) return { enquiries: shown.map(asEnquiry), next: { part: 'undated', id: '' } };
  const undated = await undatedPart(enquiries, filter, cursor?.part === 'undated' ? cursor.id : '', room + 1);
  shown.push(...undated.slice(0, room));
  const last = shown.at(-1);
  return { enquiries: shown.map(asEnquiry), next: undated.length > room && last ? { part: 'undated', id: last.id } : null };
}

/** The Timestamp itself, not a Date: server times have microseconds, and a cursor in milliseconds would skip or repeat. */
const datedCursor = (d: QueryDocumentSnapshot): InboxCursor => ({ part: 'dated', at: d.get(DATED) as unknown, id: d.id });

/** Up to `wanted` documents without `createdAt`, in document-id order after `afterId` ('' for the first). */
async function undatedPart(enquiries: CollectionReference, filter: QueryConstraint[], afterId: string, wanted: number) {
  const found: QueryDocumentSnapshot[] = [];
  let after = afterId;
  for (;;) {
    const from = after === '' ? [] : [startAfter(after)];
    const { docs } = await getDocs(query(enquiries, ...filter, orderBy(documentId()), ...from, limit(SCAN_SIZE)));
    for (const d of docs) {
      if (!isDated(d)) found.push(d);
      if (found.length === wanted) return found;
      after = d.id;
    }
    if (docs.length < SCAN_SIZE) return found;
  }
}
