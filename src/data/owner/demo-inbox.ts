import { localStore } from '../browser-storage';
import { COUNTERS_KEY, ENQUIRIES_KEY, storedEnquiries, type StoredEntry } from '../demo/demo-source';
import { storedMap } from '../demo/stored-json';
import { today } from '../enquiry-box';
import { noteTooLong, OwnerFailure } from './failure';
import { NOTE_MAX_LENGTH } from '../../domain/enquiry-keys';
import { storedTime } from '../../domain/stored-time';
import { toOwnerEnquiry, type OwnerEnquiry } from './owner-enquiry';
import { INBOX_PAGE_SIZE, type InboxCursor, type InboxFilter, type InboxTarget, type OwnerInbox } from './owner-inbox';

/** Where an entry sits in the list: dated ones newest first (ties by id, descending), then undated ones by id. */
interface Place {
  time: number | null;
  id: string;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when `a` is listed before `b`: the order the Firestore inbox reads in. */
function compare(a: Place, b: Place): number {
  if (a.time !== null && b.time !== null) return b.time - a.time || byId(b.id, a.id);
  if (a.time !== null) return -1;
  if (b.time !== null) return 1;
  return byId(a.id, b.id);
}

const idOf = (entry: StoredEntry) => (typeof entry.id === 'string' ? entry.id : '');
const placeOf = (entry: StoredEntry): Place => ({ time: storedTime(entry.createdAt)?.getTime() ?? null, id: idOf(entry) });
const placeOfCursor = (cursor: InboxCursor): Place => ({
  time: cursor.part === 'dated' && typeof cursor.at === 'number' ? cursor.at : null,
  id: cursor.id,
});
const cursorOf = ({ time, id }: Place): InboxCursor => (time === null ? { part: 'undated', id } : { part: 'dated', at: time, id });

const matches = (filter: InboxFilter) => (entry: StoredEntry) => filter === 'all' || entry.status === filter.status;

function asEnquiry(entry: StoredEntry, languages?: readonly string[]): OwnerEnquiry {
  const { id: _id, ...data } = entry;
  return toOwnerEnquiry({ id: idOf(entry), data }, languages);
}

/**
 * The demo inbox: the enquiries this browser's demo form stored (localStorage, src/data/demo/demo-source.ts),
 * read and changed as the Firestore inbox does, so `npm start` shows the whole owner's side. Status
 * changes, notes and deletions are kept in this browser. A save the browser refuses (storage blocked
 * or full) resolves to an OwnerFailure with the browser's own words.
 */
export function createDemoInbox(target: InboxTarget, pageSize = INBOX_PAGE_SIZE): OwnerInbox {
  const change = (id: string, apply: (entry: StoredEntry) => StoredEntry | null): Promise<OwnerFailure | null> => {
    const list = storedEnquiries();
    const at = list.findIndex((entry) => idOf(entry) === id);
    if (at < 0) return Promise.resolve(new OwnerFailure('gone', `no enquiry "${id}" in this browser`));
    const changed = apply(list[at]!);
    const next = list.flatMap((entry, i) => (i !== at ? [entry] : changed ? [changed] : []));
    const refused = localStore.set(ENQUIRIES_KEY, JSON.stringify(next));
    return Promise.resolve(refused ? new OwnerFailure('failed', refused.message, { cause: refused }) : null);
  };
  const updated = () => new Date().toISOString();

  return {
    pageSize,
    page(filter, cursor) {
      const after = cursor ? placeOfCursor(cursor) : null;
      const listed = storedEnquiries()
        .filter(matches(filter))
        .map((entry) => ({ entry, place: placeOf(entry) }))
        .filter(({ place }) => after === null || compare(place, after) > 0)
        .sort((a, b) => compare(a.place, b.place));
      const shown = listed.slice(0, pageSize);
      const last = shown.at(-1);
      return Promise.resolve({
        enquiries: shown.map(({ entry }) => asEnquiry(entry, target.languages)),
        next: listed.length > pageSize && last ? cursorOf(last.place) : null,
      });
    },
    count(filter) {
      return Promise.resolve(storedEnquiries().filter(matches(filter)).length);
    },
    today() {
      const day = today(target);
      const count = storedMap(COUNTERS_KEY)[day];
      return Promise.resolve({ day, count: typeof count === 'number' ? count : 0, dailyLimit: target.dailyLimit });
    },
    setStatus(id, status) {
      return change(id, (entry) => ({ ...entry, status, updatedAt: updated() }));
    },
    setNote(id, note) {
      if (note.length > NOTE_MAX_LENGTH) return Promise.resolve(noteTooLong());
      return change(id, (entry) => ({ ...entry, note, updatedAt: updated() }));
    },
    remove(id) {
      return change(id, () => null);
    },
  };
}
