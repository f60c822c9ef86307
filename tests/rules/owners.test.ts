import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { counterCollection, receiptCollection } from '../../src/domain/enquiry-day';
import { aggregatedCount, emulatorRest, queriedIds, userToken, type Query, type Write } from './support/rest';
import { sender, testShop } from './support/shop';
import { GOOD_FIELDS } from './support/submission';

// firestore.rules of the spec's shop with two owners and the statuses Replied and Closed, on Google's
// emulator. A signed-in user is an unsigned JWT (userToken) with the e-mail claims the rules read.
const ALLOWED = 200;
const DENIED = 403;

const OWNER = 'rina.das@example.in';
const OWNERS = `owners: [${OWNER}, Asha@Example.in]\n`;

describe.skipIf(!inject('rulesEmulator'))("firestore.rules on the Cloud Firestore emulator: the shop's owners", () => {
  const rest = emulatorRest();
  const shop = testShop([
    ['  status: Available\n', '  status: Available\n  statuses: [Replied, Closed]\n'],
    ['\nnav:\n', `\n${OWNERS}nav:\n`],
  ]);
  const send = sender(rest, shop);
  const { collection, day } = shop;
  const counters = counterCollection(collection);
  const signedIn = (email: string, email_verified = true) => rest.as({ token: userToken({ email, email_verified }) });
  const owner = signedIn(OWNER);

  /** An enquiry as the form stores it, `minutes` after 10:00 UTC on 2025-07-10. */
  const enquiry = (id: string, minutes: number, status = 'Available'): Write => ({
    collection,
    id,
    fields: {
      ...GOOD_FIELDS,
      title: `Visitor ${id}`,
      status,
      day: 20279,
      seq: Number(id.split('-')[1] ?? 1),
      token: `${id.replace(/\W/g, '')}`.padEnd(20, 'x'),
      createdAt: { timestamp: new Date(Date.UTC(2025, 6, 10, 10, minutes)).toISOString() },
    },
  });
  const ids = ['20279-1', '20279-2', '20279-3', '20279-4', '20279-5'];
  const seedInbox = () => rest.seed(...ids.map((id, i) => enquiry(id, i, i === 1 ? 'Replied' : 'Available')));
  const newestFirst = (extra: Partial<Query> = {}): Query => ({
    collection,
    orderBy: [
      { field: 'createdAt', direction: 'DESCENDING' },
      { field: '__name__', direction: 'DESCENDING' },
    ],
    ...extra,
  });

  /** The owner's one kind of update: status, note and updatedAt (the server's time), nothing else. */
  const answer = (id: string, fields: Record<string, string | number>, serverTime = ['updatedAt']): Write => ({
    collection,
    id,
    fields,
    mask: [...Object.keys(fields), ...serverTime],
    serverTime,
    exists: true,
  });

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());

  describe('allowed to an owner', () => {
    it('reads one enquiry and lists them, whatever the case of the signed-in address', async () => {
      await seedInbox();
      expect((await owner.get(collection, ids[0]!)).status).toBe(ALLOWED);
      expect((await owner.list(collection)).status).toBe(ALLOWED);
      expect((await signedIn('ASHA@example.IN').list(collection)).status).toBe(ALLOWED);
    });

    it('pages through them newest first, a few at a time, with a cursor after the last one seen', async () => {
      await seedInbox();
      const first = await owner.query(newestFirst({ limit: 2 }));
      expect(first.status, first.body).toBe(ALLOWED);
      expect(queriedIds(first)).toEqual(['20279-5', '20279-4']);
      const cursor = (id: string, minutes: number) => [
        { timestamp: new Date(Date.UTC(2025, 6, 10, 10, minutes)).toISOString() },
        { reference: `${collection}/${id}` },
      ];
      const next = await owner.query(newestFirst({ limit: 2, startAfter: cursor('20279-4', 3) }));
      expect(next.status, next.body).toBe(ALLOWED);
      expect(queriedIds(next)).toEqual(['20279-3', '20279-2']);
      const last = await owner.query(newestFirst({ limit: 2, startAfter: cursor('20279-2', 1) }));
      expect(queriedIds(last)).toEqual(['20279-1']);
      // By status, newest first: the query firestore.indexes.json has the index for.
      const available = await owner.query(newestFirst({ where: { field: 'status', equals: 'Available' }, limit: 25 }));
      expect(queriedIds(available)).toEqual(['20279-5', '20279-4', '20279-3', '20279-1']);
    });

    it('counts them with an aggregation query, all or by status, without reading them', async () => {
      await seedInbox();
      const all = await owner.count({ collection });
      expect(all.status, all.body).toBe(ALLOWED);
      expect(aggregatedCount(all)).toBe(5);
      expect(aggregatedCount(await owner.count({ collection, where: { field: 'status', equals: 'Available' } }))).toBe(4);
    });

    it('sets a status of the list with a note, and the server stamps updatedAt', async () => {
      await seedInbox();
      const done = await owner.commit([answer(ids[0]!, { status: 'Replied', note: 'Called back, wants the blue one' })]);
      expect(done.status, done.body).toBe(ALLOWED);
      expect(await rest.read(collection, ids[0]!)).toMatchObject({
        ...GOOD_FIELDS,
        title: 'Visitor 20279-1',
        status: 'Replied',
        note: 'Called back, wants the blue one',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      for (const status of ['Closed', 'Available']) expect((await owner.commit([answer(ids[0]!, { status })])).status).toBe(ALLOWED);
      // A note alone, of exactly 500 characters; an empty one; and one on an enquiry whose status is no longer listed.
      expect((await owner.commit([answer(ids[2]!, { note: 'x'.repeat(500) })])).status).toBe(ALLOWED);
      expect((await owner.commit([answer(ids[2]!, { note: '' })])).status).toBe(ALLOWED);
      await rest.seed(enquiry('20279-9', 9, 'Called back'));
      expect((await owner.commit([answer('20279-9', { note: 'old status, still answered' })])).status).toBe(ALLOWED);
      expect(await rest.read(collection, '20279-9')).toMatchObject({ status: 'Called back', note: 'old status, still answered' });
    });

    it('deletes one as spam', async () => {
      await seedInbox();
      expect((await owner.remove(collection, ids[4]!)).status).toBe(ALLOWED);
      expect(await rest.read(collection, ids[4]!)).toBeUndefined();
      expect((await owner.commit([{ collection, id: ids[3]! }])).status).toBe(ALLOWED);
      expect(await rest.read(collection, ids[3]!)).toBeUndefined();
    });

    it("reads any day's counter, and lists them, which the public may not", async () => {
      await rest.seed(...[day - 1, day, day - 30].map((d) => ({ collection: counters, id: String(d), fields: { count: 7 } })));
      for (const d of [day - 1, day, day - 30]) expect((await owner.get(counters, String(d))).status).toBe(ALLOWED);
      expect((await owner.list(counters)).status).toBe(ALLOWED);
      expect((await rest.get(counters, String(day - 1))).status).toBe(DENIED);
      expect((await rest.list(counters)).status).toBe(DENIED);
    });
  });

  describe('refused', () => {
    it("an owner's change to a field the visitor sent, or to the daily cap's, even beside a good status", async () => {
      await seedInbox();
      const id = ids[0]!;
      const changes: Record<string, string | number>[] = [
        { title: 'Changed' },
        { mobile: '9000000000' },
        { day: day },
        { seq: 9 },
        { token: 'AbCdEfGhIjKlMnOpQr12' },
        { extra: 'x' },
      ];
      for (const change of changes)
        expect((await owner.commit([answer(id, { status: 'Replied', ...change })])).status, JSON.stringify(change)).toBe(DENIED);
      // Nor may a replaced document drop what the visitor sent, or a creation time be chosen.
      expect((await owner.commit([{ collection, id, fields: { status: 'Replied' }, serverTime: ['updatedAt'] }])).status).toBe(DENIED);
      expect((await owner.commit([answer(id, { status: 'Replied' }, ['updatedAt', 'createdAt'])])).status).toBe(DENIED);
      expect(await rest.read(collection, id)).toMatchObject({ title: 'Visitor 20279-1', status: 'Available' });
    });

    it('a status that is not in the list, in any case', async () => {
      await seedInbox();
      for (const status of ['Done', 'replied', 'Replied ', 'Called back', ''])
        expect((await owner.commit([answer(ids[0]!, { status })])).status, status).toBe(DENIED);
      expect((await owner.commit([answer(ids[0]!, { status: 5 })])).status).toBe(DENIED);
    });

    it('a note over 500 characters, or not a text', async () => {
      await seedInbox();
      expect((await owner.commit([answer(ids[0]!, { note: 'x'.repeat(501) })])).status).toBe(DENIED);
      expect((await owner.commit([answer(ids[0]!, { status: 'Replied', note: 'x'.repeat(501) })])).status).toBe(DENIED);
      expect((await owner.commit([answer(ids[0]!, { note: 42 })])).status).toBe(DENIED);
      expect(await rest.read(collection, ids[0]!)).not.toHaveProperty('note');
    });

    it('an update without updatedAt, or with a time the owner chose', async () => {
      await seedInbox();
      expect((await owner.commit([answer(ids[0]!, { status: 'Replied' }, [])])).status).toBe(DENIED);
      const chosen = { collection, id: ids[0]!, fields: { status: 'Replied', updatedAt: { timestamp: new Date().toISOString() } } };
      expect((await owner.commit([{ ...chosen, mask: ['status', 'updatedAt'], exists: true }])).status).toBe(DENIED);
    });

    it('an address whose provider did not verify it, or a token without the claim', async () => {
      await seedInbox();
      const unverified = signedIn(OWNER, false);
      const unclaimed = rest.as({ token: userToken({ email: OWNER }) });
      for (const user of [unverified, unclaimed]) {
        expect((await user.get(collection, ids[0]!)).status).toBe(DENIED);
        expect((await user.list(collection)).status).toBe(DENIED);
        expect((await user.query(newestFirst({ limit: 2 }))).status).toBe(DENIED);
        expect((await user.commit([answer(ids[0]!, { status: 'Replied' })])).status).toBe(DENIED);
        expect((await user.remove(collection, ids[0]!)).status).toBe(DENIED);
      }
    });

    it('another address, one that only contains an owner’s, and a user without an address', async () => {
      await seedInbox();
      const others = [
        signedIn('mallory@example.in'),
        signedIn(`x${OWNER}`),
        signedIn(`${OWNER}.evil.example`),
        rest.as({ token: userToken({ sub: 'anon' }) }),
      ];
      for (const user of others) {
        expect((await user.get(collection, ids[0]!)).status).toBe(DENIED);
        expect((await user.commit([answer(ids[0]!, { status: 'Replied' })])).status).toBe(DENIED);
        expect((await user.remove(collection, ids[0]!)).status).toBe(DENIED);
        expect((await user.get(counters, String(day - 1))).status).toBe(DENIED);
      }
    });

    it('listing, paging or counting the enquiries without being an owner: signed in as someone else, or not at all', async () => {
      await seedInbox();
      for (const user of [signedIn('mallory@example.in'), rest]) {
        expect((await user.list(collection)).status).toBe(DENIED);
        expect((await user.query(newestFirst({ limit: 25 }))).status).toBe(DENIED);
        expect((await user.count({ collection })).status).toBe(DENIED);
      }
    });

    it('no sign-in: the public keeps exactly its rights, sending an enquiry and nothing more', async () => {
      expect(await send()).toBe(ALLOWED);
      const id = `${day}-1`;
      expect((await rest.get(collection, id)).status).toBe(DENIED);
      expect((await rest.commit([answer(id, { status: 'Replied' })])).status).toBe(DENIED);
      expect((await rest.remove(collection, id)).status).toBe(DENIED);
      expect((await rest.get(counters, String(day))).status).toBe(ALLOWED);
    });

    it("an owner's write to a counter or receipt, or an enquiry outside the daily cap", async () => {
      expect(await send({ token: 'AbCdEfGhIjKlMnOpQr12' })).toBe(ALLOWED);
      expect((await owner.commit([{ collection: counters, id: String(day), fields: { count: 0 } }])).status).toBe(DENIED);
      expect((await owner.remove(counters, String(day))).status).toBe(DENIED);
      expect((await owner.remove(receiptCollection(collection), 'AbCdEfGhIjKlMnOpQr12')).status).toBe(DENIED);
      expect((await owner.get(receiptCollection(collection), 'AbCdEfGhIjKlMnOpQr12')).status).toBe(ALLOWED); // as anyone may
      expect((await owner.list(receiptCollection(collection))).status).toBe(DENIED);
      expect((await owner.commit([enquiry('20279-7', 7)])).status).toBe(DENIED);
      expect(await rest.read(counters, String(day))).toEqual({ count: '1' });
    });
  });
});
