import { deleteApp } from 'firebase/app';
import {
  addDoc,
  Bytes,
  collection,
  deleteDoc,
  doc,
  GeoPoint,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore/lite';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectAdmin, connectLite, expectingFailure, resetFirestore } from '../support/firestore/clients';
import { startFirestoreServer } from '../../scripts/firestore/local-server';

const host = inject('firestoreHost');
const db = connectLite(host);
const admin = connectAdmin(inject('firestoreGrpcHost'));

beforeEach(() => resetFirestore(host));
afterAll(async () => {
  await deleteApp(db.app);
  await admin.terminate();
});

describe('web SDK (lite, REST) against the local server', () => {
  it.each(['Ladies Bag', 'Online-Enqueries'])('writes and lists a collection named %j', async (name) => {
    const added = await addDoc(collection(db, name), { title: 'Tote', price: 1200 });
    await setDoc(doc(db, name, 'fixed-id'), { title: 'Clutch', price: 800 });

    const snap = await getDocs(collection(db, name));
    const byId = Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
    expect(byId).toEqual({ [added.id]: { title: 'Tote', price: 1200 }, 'fixed-id': { title: 'Clutch', price: 800 } });
    expect(snap.docs.map((d) => d.ref.path).sort()).toEqual([`${name}/${added.id}`, `${name}/fixed-id`].sort());
  });

  it('reads one document, and reports a missing one as not existing', async () => {
    await setDoc(doc(db, 'Ladies Bag', 'a'), { title: 'Tote' });
    expect((await getDoc(doc(db, 'Ladies Bag', 'a'))).data()).toEqual({ title: 'Tote' });
    expect((await getDoc(doc(db, 'Ladies Bag', 'missing'))).exists()).toBe(false);
  });

  it('updates only the given fields, and refuses to update a missing document', async () => {
    await setDoc(doc(db, 'Online-Enqueries', 'e1'), { status: 'Available', city: 'Kochi' });
    await updateDoc(doc(db, 'Online-Enqueries', 'e1'), { status: 'Sold' });
    expect((await getDoc(doc(db, 'Online-Enqueries', 'e1'))).data()).toEqual({ status: 'Sold', city: 'Kochi' });
    await expectingFailure(() =>
      expect(updateDoc(doc(db, 'Online-Enqueries', 'nope'), { status: 'Sold' })).rejects.toMatchObject({ code: 'not-found' }),
    );
  });

  it('deletes a document', async () => {
    await setDoc(doc(db, 'Online-Enqueries', 'e1'), { status: 'Available' });
    await deleteDoc(doc(db, 'Online-Enqueries', 'e1'));
    expect((await getDoc(doc(db, 'Online-Enqueries', 'e1'))).exists()).toBe(false);
    expect((await getDocs(collection(db, 'Online-Enqueries'))).empty).toBe(true);
  });

  it('fills serverTimestamp() with the server time, read back as a Timestamp', async () => {
    const before = Date.now();
    const ref = await addDoc(collection(db, 'Online-Enqueries'), { title: 'Hi', createdAt: serverTimestamp() });
    const createdAt: unknown = (await getDoc(ref)).get('createdAt');
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect((createdAt as Timestamp).toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('round-trips every value type', async () => {
    const value = {
      text: 'Tote',
      whole: 1200,
      decimal: 12.5,
      yes: true,
      nothing: null,
      list: [1, 'two', 3],
      map: { a: { b: 'c' } },
      when: Timestamp.fromMillis(1_700_000_000_123),
      where: new GeoPoint(9.93, 76.26),
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 255])),
      ref: doc(db, 'Ladies Bag', 'other'),
    };
    await setDoc(doc(db, 'Ladies Bag', 'all'), value);
    const read = (await getDoc(doc(db, 'Ladies Bag', 'all'))).data();
    expect({ ...read, ref: (read?.ref as typeof value.ref).path }).toEqual({ ...value, ref: 'Ladies Bag/other' });
  });

  it('lists a collection that was never written as empty', async () => {
    const snap = await getDocs(collection(db, 'Cosmetics Others Brand'));
    expect(snap.empty).toBe(true);
  });
});

describe('firebase-admin (gRPC) and the web SDK share one state', () => {
  it('lets lite read 500 documents written by admin in one batch', async () => {
    const batch = admin.batch();
    for (let i = 0; i < 500; i++) batch.set(admin.collection('Ladies Bag').doc(`bag-${i}`), { title: `Bag ${i}`, price: i });
    await batch.commit();

    const snap = await getDocs(collection(db, 'Ladies Bag'));
    expect(snap.size).toBe(500);
    expect(snap.docs.find((d) => d.id === 'bag-499')?.data()).toEqual({ title: 'Bag 499', price: 499 });
  });

  it('lets admin read what lite wrote', async () => {
    const ref = await addDoc(collection(db, 'Online-Enqueries'), { title: 'From lite', createdAt: serverTimestamp() });
    const snap = await admin.collection('Online-Enqueries').doc(ref.id).get();
    expect(snap.get('title')).toBe('From lite');
    expect(snap.get('createdAt')).toHaveProperty('toMillis');
  });

  it('forgets everything on reset', async () => {
    await setDoc(doc(db, 'Ladies Bag', 'a'), { title: 'Tote' });
    await admin.collection('Online-Enqueries').doc('e').set({ title: 'Hi' });
    await resetFirestore(host);
    expect((await getDocs(collection(db, 'Ladies Bag'))).empty).toBe(true);
    expect((await admin.collection('Online-Enqueries').get()).empty).toBe(true);
  });
});

describe('a server that goes away', () => {
  it('makes reads fail, and answers again once restarted on the same port', async () => {
    const first = await startFirestoreServer();
    const local = connectLite(`${first.host}:${first.port}`);
    try {
      await setDoc(doc(local, 'Ladies Bag', 'a'), { title: 'Tote' });
      await first.stop();
      await expectingFailure(() => expect(getDocs(collection(local, 'Ladies Bag'))).rejects.toThrow());

      const second = await startFirestoreServer({ port: first.port });
      try {
        const snap = await getDocs(collection(local, 'Ladies Bag'));
        expect(snap.empty).toBe(true); // state lives in memory, so a restarted server starts empty
        await setDoc(doc(local, 'Ladies Bag', 'b'), { title: 'Clutch' });
        expect((await getDocs(collection(local, 'Ladies Bag'))).size).toBe(1);
      } finally {
        await second.stop();
      }
    } finally {
      await deleteApp(local.app);
    }
  });
});
