import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp } from 'firebase/app';
import { doc, setDoc, Timestamp as LiteTimestamp, writeBatch } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createFirestoreInbox } from '../../src/data/owner/firestore-inbox';
import type { InboxFilter, OwnerInbox } from '../../src/data/owner/owner-inbox';
import { enquiryDay } from '../../src/domain/enquiry-day';
import { connectAdmin, connectLite, expectingFailure, resetFirestore } from '../support/firestore/clients';
// Google's emulator, as the rules suite starts it: the local server refuses cursors (startAfter).
import { emulatorBin, startEmulator, type RunningEmulator } from '../rules/support/emulator';

const COLLECTION = 'Online-Enqueries';
const TARGET = { collection: COLLECTION, dailyLimit: 200, utcOffsetMinutes: 330 };
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const signedIn = { signedIn: () => true, timeoutMs: 15_000, clockSkew: () => Promise.resolve(0) };

async function everyTitle(inbox: OwnerInbox, filter: InboxFilter = 'all'): Promise<string[]> {
  const titles: string[] = [];
  let page = await inbox.page(filter);
  titles.push(...page.enquiries.map((e) => e.fields.title!));
  while (page.next) {
    page = await inbox.page(filter, page.next);
    titles.push(...page.enquiries.map((e) => e.fields.title!));
  }
  return titles;
}

describe("the owner's inbox on the local Firestore server (one page, counts, saves)", () => {
  const host = inject('firestoreHost');
  const admin = connectAdmin(inject('firestoreGrpcHost'));
  const db = connectLite(host);
  const inbox = createFirestoreInbox(db, TARGET, signedIn);
  const enquiries = admin.collection(COLLECTION);
  const visitor = { mobile: '9800000000', enquiry: 'Price?', day: 20279, seq: 1, token: 'aaaaaaaaaaaaaaaaaaaa' };

  beforeEach(async () => {
    await resetFirestore(host);
    await enquiries.doc('20279-1').set({ ...visitor, title: 'Older', status: 'Available', createdAt: at('2025-07-10T10:00:00Z') });
    await enquiries.doc('20281-1').set({ ...visitor, title: 'Newest', status: 'Available', createdAt: at('2025-07-12T09:30:00Z') });
    await enquiries.doc('legacy').set({ title: 'Legacy', mobile: 9800000001, status: 'Called back' }); // from before createdAt existed
    await enquiries.doc('20280-1').set({ ...visitor, title: 'Middle', status: 'Replied', createdAt: at('2025-07-11T12:00:00Z') });
  });
  afterAll(async () => {
    await admin.terminate();
    await deleteApp(db.app);
  });

  it('lists newest first, then the enquiries without createdAt, each as the owner sees it', async () => {
    const { enquiries: listed, next } = await inbox.page('all');
    expect(listed.map((e) => e.fields.title)).toEqual(['Newest', 'Middle', 'Older', 'Legacy']);
    expect(next).toBeNull();
    expect(listed[0]).toEqual({
      id: '20281-1',
      fields: { title: 'Newest', mobile: '9800000000', enquiry: 'Price?' },
      status: 'Available',
      createdAt: new Date('2025-07-12T09:30:00Z'),
      note: '',
      updatedAt: null,
    });
    expect(listed[3]).toMatchObject({ id: 'legacy', createdAt: null, fields: { title: 'Legacy', mobile: '9800000001' } });
  });

  it('filters by status, and counts by aggregation', async () => {
    expect((await inbox.page({ status: 'Available' })).enquiries.map((e) => e.fields.title)).toEqual(['Newest', 'Older']);
    expect((await inbox.page({ status: 'Called back' })).enquiries.map((e) => e.fields.title)).toEqual(['Legacy']);
    expect((await inbox.page({ status: 'Closed' })).enquiries).toEqual([]);
    expect(await inbox.count('all')).toBe(4);
    expect(await inbox.count({ status: 'Available' })).toBe(2);
    expect(await inbox.count({ status: 'Closed' })).toBe(0);
  });

  it("reads today's box from the day's counter the daily cap keeps", async () => {
    const day = enquiryDay(Date.now(), TARGET.utcOffsetMinutes);
    expect(await inbox.today()).toEqual({ day, count: 0, dailyLimit: 200 });
    await admin.collection(`${COLLECTION}-daily`).doc(String(day)).set({ count: 12 });
    expect(await inbox.today()).toEqual({ day, count: 12, dailyLimit: 200 });
  });

  it('a status or a note changes only status, note and updatedAt (the server time); every visitor field stays', async () => {
    const before = (await enquiries.doc('20279-1').get()).data();
    const sent = Date.now();
    expect(await inbox.setStatus('20279-1', 'Replied')).toBeNull();
    expect(await inbox.setNote('20279-1', 'Called back, wants red')).toBeNull();
    const after = (await enquiries.doc('20279-1').get()).data()!;
    const { updatedAt, ...rest } = after;
    expect(rest).toEqual({ ...before, status: 'Replied', note: 'Called back, wants red' });
    expect(updatedAt).toBeInstanceOf(Timestamp);
    expect((updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(sent - 5_000);
    const [shown] = (await inbox.page({ status: 'Replied' })).enquiries.filter((e) => e.id === '20279-1');
    expect(shown).toMatchObject({ note: 'Called back, wants red', status: 'Replied' });
  });

  it('refuses a note over 500 characters before any request; an enquiry deleted meanwhile is `gone`', async () => {
    expect((await inbox.setNote('20279-1', 'x'.repeat(501)))?.kind).toBe('refused');
    expect((await enquiries.doc('20279-1').get()).data()?.note).toBeUndefined();
    await expectingFailure(async () => expect((await inbox.setStatus('nope', 'Replied'))?.kind).toBe('gone'));
  });

  it('deletes an enquiry', async () => {
    expect(await inbox.remove('20280-1')).toBeNull();
    expect((await enquiries.doc('20280-1').get()).exists).toBe(false);
    expect(await inbox.count('all')).toBe(3);
  });

  it('a server that does not answer is `offline`, for a read (rejects) and a save (returns it)', async () => {
    const gone = connectLite('127.0.0.1:9');
    const dead = createFirestoreInbox(gone, TARGET, { ...signedIn, timeoutMs: 2_000 });
    await expectingFailure(async () => {
      await expect(dead.page('all')).rejects.toMatchObject({ kind: 'offline' });
      expect((await dead.setStatus('20279-1', 'Replied'))?.kind).toBe('offline');
    });
    await deleteApp(gone.app);
  });
});

const google = existsSync(emulatorBin());
if (!google) process.stdout.write('\nowner inbox paging not run: no Cloud Firestore emulator (see test:rules for the install hint)\n\n');

describe.skipIf(!google)("the owner's inbox paging with a cursor, on Google's Cloud Firestore emulator", () => {
  let emulator: RunningEmulator;
  let dir: string;
  let db: ReturnType<typeof connectLite>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-owner-inbox-'));
    const rules = join(dir, 'firestore.rules');
    // Rules are the rules suite's business: here only the queries and their order.
    writeFileSync(
      rules,
      "rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if true; } } }\n",
    );
    emulator = await startEmulator(rules);
    db = connectLite(emulator.url.replace('http://', ''), 'demo-owner-inbox');
  }, 180_000);
  afterAll(async () => {
    if (db) await deleteApp(db.app);
    await emulator?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => resetFirestore(emulator.url.replace('http://', ''), 'demo-owner-inbox'));

  /** `n` enquiries a minute apart (Visitor 1 the oldest), every third Replied, then `old` without createdAt. */
  async function seed(n: number, old: string[] = []) {
    const batch = writeBatch(db);
    for (let i = 1; i <= n; i++)
      batch.set(doc(db, COLLECTION, `20279-${i}`), {
        title: `Visitor ${i}`,
        status: i % 3 === 0 ? 'Replied' : 'Available',
        createdAt: LiteTimestamp.fromMillis(Date.UTC(2025, 6, 10, 10, i)),
      });
    for (const id of old) batch.set(doc(db, COLLECTION, id), { title: `Old ${id}`, status: 'Available' });
    await batch.commit();
  }

  it('pages 25 at a time, newest first, never repeating or skipping, then the undated ones by id', async () => {
    await seed(60, ['zz-old', 'aa-old']);
    const inbox = createFirestoreInbox(db, TARGET, signedIn);
    const first = await inbox.page('all');
    expect(first.enquiries).toHaveLength(25);
    expect(first.next).not.toBeNull();
    expect(await everyTitle(inbox)).toEqual([...Array.from({ length: 60 }, (_, i) => `Visitor ${60 - i}`), 'Old aa-old', 'Old zz-old']);
  });

  it('pages a status filter the same way', async () => {
    await seed(60, ['old']);
    const inbox = createFirestoreInbox(db, TARGET, { ...signedIn, pageSize: 7 });
    const replied = Array.from({ length: 20 }, (_, i) => `Visitor ${60 - i * 3}`);
    expect(await everyTitle(inbox, { status: 'Replied' })).toEqual(replied);
    expect(await everyTitle(inbox, { status: 'Available' })).toHaveLength(41);
  });

  it('ends the dated part exactly on a page boundary, then lists the undated ones on the next', async () => {
    await seed(4, ['old-1', 'old-2', 'old-3']);
    const inbox = createFirestoreInbox(db, TARGET, { ...signedIn, pageSize: 2 });
    const pages: string[][] = [];
    let page = await inbox.page('all');
    pages.push(page.enquiries.map((e) => e.id));
    while (page.next) {
      page = await inbox.page('all', page.next);
      pages.push(page.enquiries.map((e) => e.id));
    }
    expect(pages).toEqual([['20279-4', '20279-3'], ['20279-2', '20279-1'], ['old-1', 'old-2'], ['old-3']]);
  });

  it('keeps enquiries stored in the same microsecond, or a microsecond apart, apart across pages', async () => {
    const base = LiteTimestamp.fromMillis(Date.UTC(2025, 6, 10, 10));
    const micro = (us: number) => new LiteTimestamp(base.seconds, base.nanoseconds + us * 1000);
    await setDoc(doc(db, COLLECTION, 'a'), { title: 'A', status: 'Available', createdAt: micro(0) });
    await setDoc(doc(db, COLLECTION, 'b'), { title: 'B', status: 'Available', createdAt: micro(0) });
    await setDoc(doc(db, COLLECTION, 'c'), { title: 'C', status: 'Available', createdAt: micro(1) });
    await setDoc(doc(db, COLLECTION, 'd'), { title: 'D', status: 'Available', createdAt: micro(2) });
    const inbox = createFirestoreInbox(db, TARGET, { ...signedIn, pageSize: 1 });
    expect(await everyTitle(inbox)).toEqual(['D', 'C', 'B', 'A']);
  });
});
