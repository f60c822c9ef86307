import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFirestoreProducts } from '../../src/data/owner/firestore-products';
import type { OwnerProducts } from '../../src/data/owner/owner-products';
import { connectAdmin, expectingFailure, resetFirestore } from '../support/firestore/clients';
import { emulatorBin, startEmulator, type RunningEmulator } from '../rules/support/emulator';
import { testShop } from '../rules/support/shop';

// The owner's products through the site's own code, on Google's emulator with the rules `npm run generate`
// writes for the spec's shop with an owner: what the code sends is what the rules must let through.
const PROJECT = 'demo-owner-products';
const OWNER = 'rina.das@example.in';
const BAGS = { collection: 'Ladies Bag', price: true };
const SAREES = { collection: 'Saree', price: false };
const PHOTO = 'https://storage.googleapis.com/demo-shop/products/ladies-bag/tote/photo.jpg';
const tote = { title: 'Jute tote', des: 'Hand-woven', img: PHOTO, price: 1299, hidden: false };

const google = existsSync(emulatorBin());
if (!google) process.stdout.write("\nthe owner's products not run: no Cloud Firestore emulator (see test:rules for the install hint)\n\n");

let apps = 0;
/** The web SDK as a page signed in as `email` (verified) has it: the emulator takes the SDK's unsigned token. */
function signedInAs(host: string, email: string | null): Firestore {
  const db = getFirestore(initializeApp({ projectId: PROJECT }, `owner-products-${++apps}`));
  const [hostname, port] = host.split(':');
  connectFirestoreEmulator(
    db,
    hostname!,
    Number(port),
    email ? { mockUserToken: { sub: `user-${email}`, email, email_verified: true } } : {},
  );
  return db;
}

describe.skipIf(!google)("the owner's products on Google's Cloud Firestore emulator, under the generated rules", () => {
  let emulator: RunningEmulator;
  let dir: string;
  let host: string;
  let admin: AdminFirestore;
  const dbs: Firestore[] = [];
  let products: OwnerProducts;
  const open = (email: string | null) => {
    const db = signedInAs(host, email);
    dbs.push(db);
    return createFirestoreProducts(db, { signedIn: () => email !== null, timeoutMs: 15_000 });
  };
  const stored = async (collection: string, id: string) => (await admin.collection(collection).doc(id).get()).data();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-owner-products-'));
    const rules = join(dir, 'firestore.rules');
    writeFileSync(rules, testShop([['\nnav:\n', `\nowners: [${OWNER}]\nnav:\n`]]).rules);
    emulator = await startEmulator(rules);
    host = emulator.url.replace('http://', '');
    // firebase-admin passes the rules, as the owner's scripts and the console do.
    admin = connectAdmin(host, PROJECT);
    products = open(OWNER);
  }, 180_000);
  afterAll(async () => {
    await admin?.terminate();
    await Promise.all(dbs.map((db) => deleteApp(db.app)));
    await emulator?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetFirestore(host, PROJECT);
    await admin.collection(BAGS.collection).doc('seeded').set({ title: 'Seeded bag', des: '', img: PHOTO, price: 900 });
    await admin
      .collection(BAGS.collection)
      .doc('march')
      .set({ ...tote, title: 'March bag', createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1)) });
  });

  it("adds a product with the server's createdAt, listed first", async () => {
    const id = products.newId(BAGS.collection);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const sent = Date.now();
    expect(await products.add(BAGS.collection, id, { ...tote, title: 'New tote' })).toBeNull();
    const { products: shelf } = await products.read(BAGS);
    expect(shelf.map((p) => p.id)).toEqual([id, 'march', 'seeded']);
    const [added] = shelf;
    expect(added).toMatchObject({ form: { title: 'New tote', price: '1299' }, shown: { title: 'New tote', price: 1299 }, findings: [] });
    expect(added!.createdAt).toBeGreaterThan(sent - 10_000);
    expect(added!.createdAt).toBeLessThan(Date.now() + 10_000);
    expect((await stored(BAGS.collection, id))!.createdAt).toBeInstanceOf(Timestamp);
  });

  it('changes a product keeping createdAt: a cleared price and photo are removed, and a dropped unknown field', async () => {
    const before = await stored(BAGS.collection, 'march');
    const { img: _img, price: _price, ...plain } = tote;
    expect(await products.change(BAGS.collection, 'march', { ...plain, title: 'March bag, no price', hidden: true }, [])).toBeNull();
    expect(await stored(BAGS.collection, 'march')).toEqual({
      title: 'March bag, no price',
      des: 'Hand-woven',
      hidden: true,
      createdAt: before!.createdAt,
    });

    await admin.collection(BAGS.collection).doc('typo').set({ title: 'Typo bag', titel: 'Typo', price: 500 });
    const [typo] = (await products.read(BAGS)).products.filter((p) => p.id === 'typo');
    expect(typo!.unknownFields).toEqual(['titel']);
    // Kept, the unknown field makes the rules refuse the edit; dropped in the same write, it passes.
    await expectingFailure(async () =>
      expect((await products.change(BAGS.collection, 'typo', { ...tote, title: 'Typo bag' }, []))?.kind).toBe('refused'),
    );
    expect(await products.change(BAGS.collection, 'typo', { ...tote, title: 'Typo bag' }, typo!.unknownFields)).toBeNull();
    // A document from before the owner's pages gets no createdAt from an edit.
    expect(await stored(BAGS.collection, 'typo')).toEqual({ ...tote, title: 'Typo bag' });
  });

  it('edits a product of a list without prices (the absent price is deleted, which the rules allow)', async () => {
    await admin.collection(SAREES.collection).doc('tant').set({ title: 'Tant', des: '' });
    expect(await products.change(SAREES.collection, 'tant', { title: 'Tant saree', des: 'Cotton', hidden: false }, [])).toBeNull();
    expect(await stored(SAREES.collection, 'tant')).toEqual({ title: 'Tant saree', des: 'Cotton', hidden: false });
  });

  it('removes a product; a change to one that is gone is `gone`', async () => {
    expect(await products.remove(BAGS.collection, 'seeded')).toBeNull();
    expect(await stored(BAGS.collection, 'seeded')).toBeUndefined();
    await expectingFailure(async () => expect((await products.change(BAGS.collection, 'seeded', tote, []))?.kind).toBe('gone'));
    expect((await products.read(BAGS)).products.map((p) => p.id)).toEqual(['march']);
  });

  it('is refused to another signed-in address (`refused`) and without a sign-in (`signedOut`), writing nothing', async () => {
    await expectingFailure(async () => {
      expect((await open('someone@example.com').add(BAGS.collection, 'x', tote))?.kind).toBe('refused');
      expect((await open(null).remove(BAGS.collection, 'seeded'))?.kind).toBe('signedOut');
    });
    expect(await stored(BAGS.collection, 'x')).toBeUndefined();
    expect(await stored(BAGS.collection, 'seeded')).toBeDefined();
  });
});
