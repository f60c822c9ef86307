import { afterAll, beforeEach, expect, inject, it } from 'vitest';
import { adminReadSource } from '../../scripts/build/prerender-source';
import { createSource } from '../../src/data/create-source';
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
