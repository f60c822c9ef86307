import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, expect, inject, it } from 'vitest';
import { adminReadSource } from '../../scripts/build/prerender-source';
import { createSource } from '../../src/data/create-source';
import { readProducts } from '../../src/data/read-products';
import { connectAdmin, resetFirestore, TEST_PROJECT_ID } from '../support/firestore/clients';

// The build's firebase-admin reader (with a service account, for App Check enforcement) sees what the browser's source sees.
const host = inject('firestoreHost');
const admin = connectAdmin(inject('firestoreGrpcHost'));
const web = createSource({ VITE_FIREBASE_PROJECT_ID: TEST_PROJECT_ID, VITE_FIRESTORE_EMULATOR_HOST: host });

beforeEach(() => resetFirestore(host));
afterAll(() => admin.terminate());

it("pre-rendering with firebase-admin reads a collection as the browser's source does", async () => {
  const batch = admin.batch();
  for (let i = 0; i < 30; i++)
    batch.set(admin.collection('Ladies Bag').doc(`bag-${i}`), { title: `Bag ${i}`, price: 100 + i, img: `/b/${i}.svg` });
  await batch.commit();
  const byId = (docs: { id: string }[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));
  const read = await adminReadSource(admin).readCollection('Ladies Bag');
  expect(read).toHaveLength(30);
  expect(byId(read)).toEqual(byId(await web.readCollection('Ladies Bag')));
  await expect(
    adminReadSource(admin).addEnquiry('Online-Enqueries', { token: 't', fields: {}, status: 's' }, { dailyLimit: 1, utcOffsetMinutes: 0 }),
  ).rejects.toThrow();
});

it("a public list, read by the browser's web SDK or by the build's firebase-admin, leaves hidden products out and puts the owner's newest first", async () => {
  const bags = admin.collection('Ladies Bag');
  await bags.doc('seeded-1').set({ title: 'Seeded Tote', img: '/t.svg', price: 900 });
  await bags.doc('march').set({ title: 'March Clutch', img: '/c.svg', price: 500, createdAt: Timestamp.fromMillis(Date.UTC(2024, 2, 1)) });
  await bags.doc('seeded-2').set({ title: 'Seeded Hobo', img: '/h.svg', price: 800 });
  await bags.doc('just-now').set({ title: 'New Sling', img: '/s.svg', price: 700, hidden: false, createdAt: FieldValue.serverTimestamp() });
  await bags.doc('sold-out').set({ title: 'Sold Out', img: '/o.svg', price: 600, hidden: true, createdAt: FieldValue.serverTimestamp() });
  // Documents without createdAt keep the order the read gives them: the real service's is by id, the local server's by write.
  const undated = (await web.readCollection('Ladies Bag')).map((d) => d.id).filter((id) => id.startsWith('seeded'));
  for (const source of [web, adminReadSource(admin)]) {
    const result = await readProducts(source, 'Ladies Bag', 10_000);
    expect(result.status === 'ready' && result.products.map((p) => p.id), source.name).toEqual(['just-now', 'march', ...undated]);
  }
});
