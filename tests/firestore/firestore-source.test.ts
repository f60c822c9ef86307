import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createSource } from '../../src/data/create-source';
import { toProducts } from '../../src/data/products';
import { EnquiryBoxFull } from '../../src/data/enquiry-box';
import type { EnquiryBox, EnquirySubmission } from '../../src/data/source';
import { enquiryDay } from '../../src/domain/enquiry-day';
import { connectAdmin, resetFirestore, TEST_PROJECT_ID } from '../support/firestore/clients';
import { specCatalogue } from '../support/catalogue';

// The browser's own path: build-time settings -> createSource -> lazily loaded Firestore chunk.
const host = inject('firestoreHost');
const source = createSource({ VITE_FIREBASE_PROJECT_ID: TEST_PROJECT_ID, VITE_FIRESTORE_EMULATOR_HOST: host });
const admin = connectAdmin(inject('firestoreGrpcHost'));
const catalogue = specCatalogue();
const enquiries = catalogue.enquiries!.collection;

beforeEach(() => resetFirestore(host));
afterEach(() => vi.restoreAllMocks());
afterAll(() => admin.terminate());

describe('reading a list from Firestore', () => {
  it('is the Firestore source when a project id is set, the demo data when nothing is', () => {
    expect(source.name).toBe('firestore');
    expect(createSource({}).name).toBe('demo');
  });

  it('reads a collection that has no documents as an empty list', async () => {
    expect(await source.readCollection('Ladies Bag')).toEqual([]);
  });

  it('reads all 500 documents of a collection, each with its id added', async () => {
    const batch = admin.batch();
    for (let i = 0; i < 500; i++)
      batch.set(admin.collection('Saree').doc(`saree-${i}`), { title: `Saree ${i}`, des: 'Silk', img: `/s/${i}.svg` });
    await batch.commit();

    const docs = await source.readCollection('Saree');
    expect(docs).toHaveLength(500);
    expect(new Set(docs.map((d) => d.id)).size).toBe(500);
    expect(docs.find((d) => d.id === 'saree-321')).toEqual({
      id: 'saree-321',
      data: { title: 'Saree 321', des: 'Silk', img: '/s/321.svg' },
    });
  });

  it('reads every collection named in catalogue.config.yaml, spaces and dashes as written', async () => {
    const names = catalogue.lists.map((l) => l.collection);
    expect(names).toEqual(expect.arrayContaining(['Ladies Bag', 'Cosmetics Others Brand', 'Men TShirt']));
    const all = [...names, 'Online-Enqueries'];
    for (const name of all) await admin.collection(name).doc(`in ${name}`).set({ title: name });

    for (const name of all) expect(await source.readCollection(name), name).toEqual([{ id: `in ${name}`, data: { title: name } }]);
  });

  it("hands Firestore values to the seam: real owners' data is shown, repaired where needed and reported", async () => {
    const bags = admin.collection('Ladies Bag');
    await bags
      .doc('tote')
      .set({ title: 'Tote', des: 'Jute', img: '/t.svg', price: 1549, updatedAt: Timestamp.fromMillis(1_700_000_000_000) });
    await bags.doc('no-des').set({ title: 'Clutch', img: 'https://cdn.example.com/c.jpg' });
    await bags.doc('half-rupee').set({ title: 'Sling', img: '/s.svg', price: 1499.5 });
    await bags.doc('price-text').set({ title: 'Hobo', img: '/h.svg', price: '1200' });
    await bags.doc('script-img').set({ title: 'Bad', img: 'javascript:alert(1)' });
    await bags.doc('no-title').set({ img: '/n.svg' });
    await bags.doc('nothing').set({ des: 'no title, no image' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const products = toProducts('Ladies Bag', await source.readCollection('Ladies Bag'));

    expect(products.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'half-rupee', title: 'Sling', des: '', img: '/s.svg', price: 1499.5 },
      { id: 'no-des', title: 'Clutch', des: '', img: 'https://cdn.example.com/c.jpg' },
      { id: 'no-title', title: '', des: '', img: '/n.svg' },
      { id: 'price-text', title: 'Hobo', des: '', img: '/h.svg', price: 1200 },
      { id: 'script-img', title: 'Bad', des: '' },
      { id: 'tote', title: 'Tote', des: 'Jute', img: '/t.svg', price: 1549 },
    ]);
    expect(warn.mock.calls.map(([line]) => String(line)).sort()).toEqual([
      '[catalogue] repaired Ladies Bag/no-title: title: title must be a non-empty string',
      '[catalogue] repaired Ladies Bag/price-text: price: "1200" read as 1200',
      '[catalogue] repaired Ladies Bag/script-img: img: img must be an https:// or site-relative URL',
      '[catalogue] skipped Ladies Bag/nothing: title: title must be a non-empty string; img: img must be an https:// or site-relative URL',
    ]);
  });
});

describe('sending an enquiry to Firestore', () => {
  const receipts = `${enquiries}-receipts`;
  const daily = `${enquiries}-daily`;
  const box: EnquiryBox = { dailyLimit: 200, utcOffsetMinutes: 0 };
  const sent: EnquirySubmission = {
    token: 'Q0rFsUb4pXw2LmN8tYc1',
    fields: {
      title: 'Asha Roy',
      mobile: '9800000000',
      emailaddress: 'asha@example.com',
      city: 'Krishnanagar',
      enquiry: 'Is the peach tote in stock?',
    },
    status: 'Available',
  };
  const ids = async (name: string) => (await admin.collection(name).get()).docs.map((d) => d.id).sort();
  const today = (offset = 0) => enquiryDay(Date.now(), offset);

  it(`stores the fields, the status, its unit of the day's counter and a server timestamp in ${enquiries}, with counter and receipt`, async () => {
    const before = Date.now();
    const day = today();
    await source.addEnquiry(enquiries, sent, box);

    const stored = (await admin.collection(enquiries).get()).docs;
    expect(stored.map((d) => d.id)).toEqual([`${day}-1`]);
    const { createdAt, ...fields } = stored[0]!.data();
    const configured = catalogue.enquiries!.fields.map((f) => f.name);
    expect(Object.keys(stored[0]!.data()).sort()).toEqual([...configured, 'status', 'createdAt', 'day', 'seq', 'token'].sort());
    expect(fields).toEqual({ ...sent.fields, status: 'Available', day, seq: 1, token: sent.token });
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect((createdAt as Timestamp).toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await admin.collection(daily).doc(String(day)).get()).data()).toEqual({ count: 1 });
    expect((await admin.collection(receipts).doc(sent.token).get()).data()).toEqual({ enquiry: `${day}-1` });
  });

  it("numbers the day's enquiries 1, 2, 3… and stores a retry of one submission (the same token) once", async () => {
    const day = today();
    await source.addEnquiry(enquiries, sent, box);
    await source.addEnquiry(enquiries, sent, box);
    expect(await ids(enquiries)).toEqual([`${day}-1`]);
    await source.addEnquiry(enquiries, { ...sent, token: 'AnotherSubmission123' }, box);
    expect(await ids(enquiries)).toEqual([`${day}-1`, `${day}-2`]);
    expect((await admin.collection(daily).doc(String(day)).get()).get('count')).toBe(2);
    expect(await ids(receipts)).toEqual(['AnotherSubmission123', sent.token].sort());
  });

  it('stores the cap-th enquiry of a day and refuses the next with EnquiryBoxFull, writing nothing', async () => {
    const day = today();
    await admin.collection(daily).doc(String(day)).set({ count: 2 });
    const small = { ...box, dailyLimit: 3 };
    await source.addEnquiry(enquiries, sent, small);
    expect(await ids(enquiries)).toEqual([`${day}-3`]);
    await expect(source.addEnquiry(enquiries, { ...sent, token: 'OneTooManyForToday1' }, small)).rejects.toBeInstanceOf(EnquiryBoxFull);
    expect(await ids(enquiries)).toEqual([`${day}-3`]);
    expect(await ids(receipts)).toEqual([sent.token]);
    expect((await admin.collection(daily).doc(String(day)).get()).get('count')).toBe(3);
  });

  it("counts in the shop's day: another day's full counter (seeded) refuses nothing", async () => {
    const offset = 330;
    const day = today(offset);
    await admin
      .collection(daily)
      .doc(String(day - 1))
      .set({ count: 1 });
    await admin
      .collection(daily)
      .doc(String(day + 1))
      .set({ count: 1 });
    await source.addEnquiry(enquiries, sent, { dailyLimit: 1, utcOffsetMinutes: offset });
    expect(await ids(enquiries)).toEqual([`${day}-1`]);
  });

  it('two submits at once take two units of the counter, never the same one', async () => {
    const day = today();
    // The SDK logs the commit that lost the race (ABORTED) before it runs the transaction again.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await Promise.all(
      ['ConcurrentSubmitAAAA', 'ConcurrentSubmitBBBB'].map((token) => source.addEnquiry(enquiries, { ...sent, token }, box)),
    );
    expect(await ids(enquiries)).toEqual([`${day}-1`, `${day}-2`]);
    expect((await admin.collection(daily).doc(String(day)).get()).get('count')).toBe(2);
  });
});
