import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectFirestore } from '../../src/data/firestore/connect';
import { createFirestoreHelpers } from '../../src/data/firestore/helpers';
import { readFirebaseSettings } from '../../src/data/firestore/settings';
import { connectAdmin, expectingFailure, resetFirestore, TEST_PROJECT_ID } from '../support/firestore/clients';

const host = inject('firestoreHost');
const settings = readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: TEST_PROJECT_ID, VITE_FIRESTORE_EMULATOR_HOST: host })!;
const helpers = createFirestoreHelpers(connectFirestore(settings), 'Online-Enqueries');
const admin = connectAdmin(inject('firestoreGrpcHost'));
const enquiries = admin.collection('Online-Enqueries');
const fields = { mobile: '9800000000', emailaddress: 'a@example.com', city: 'Barnia', enquiry: 'Price?', status: 'Available' };
const { status, ...texts } = fields;
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

beforeEach(async () => {
  await resetFirestore(host);
  await enquiries.doc('older').set({ ...fields, title: 'Older', createdAt: at('2025-07-01T10:00:00Z') });
  await enquiries.doc('newest').set({ ...fields, title: 'Newest', createdAt: at('2025-07-15T09:30:00Z') });
  await enquiries.doc('legacy').set({ title: 'Legacy', mobile: 9800000001, status: 'Available' }); // from before createdAt existed
  await enquiries.doc('middle').set({ ...fields, title: 'Middle', createdAt: at('2025-07-10T12:00:00Z') });
});
afterAll(() => admin.terminate());

describe('the data-access helpers of spec section 6 (web SDK)', () => {
  it('reads all enquiries newest first, those without a time last, with Date times and every other key as a text field', async () => {
    const all = await helpers.readEnquiries();
    expect(all.map((e) => e.id)).toEqual(['newest', 'middle', 'older', 'legacy']);
    expect(all[0]).toEqual({ id: 'newest', fields: { title: 'Newest', ...texts }, status, createdAt: new Date('2025-07-15T09:30:00Z') });
    expect(all[3]).toEqual({ id: 'legacy', fields: { title: 'Legacy', mobile: '9800000001' }, status: 'Available', createdAt: null });
  });

  it('reads one enquiry by id, and undefined for an id that does not exist', async () => {
    expect(await helpers.readEnquiry('middle')).toEqual({
      id: 'middle',
      fields: { title: 'Middle', ...texts },
      status,
      createdAt: new Date('2025-07-10T12:00:00Z'),
    });
    expect(await helpers.readEnquiry('nope')).toBeUndefined();
  });

  it('updates only the given fields of a document, and fails for a missing one', async () => {
    await helpers.updateDocument('Online-Enqueries', 'older', { status: 'Called back' });
    expect((await enquiries.doc('older').get()).data()).toEqual({
      ...fields,
      title: 'Older',
      status: 'Called back',
      createdAt: at('2025-07-01T10:00:00Z'),
    });
    await expectingFailure(() =>
      expect(helpers.updateDocument('Online-Enqueries', 'nope', { status: 'x' })).rejects.toMatchObject({ code: 'not-found' }),
    );
  });

  it('deletes a document by id, in any collection', async () => {
    await admin.collection('Ladies Bag').doc('tote').set({ title: 'Tote' });
    await helpers.deleteDocument('Online-Enqueries', 'middle');
    await helpers.deleteDocument('Ladies Bag', 'tote');
    expect((await enquiries.get()).docs.map((d) => d.id).sort()).toEqual(['legacy', 'newest', 'older']);
    expect((await admin.collection('Ladies Bag').get()).empty).toBe(true);
  });
});
