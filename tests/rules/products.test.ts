import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { emulatorRest, userToken, type Fields, type Write } from './support/rest';
import { testShop } from './support/shop';

// firestore.rules of the spec's shop with an owner, on Google's emulator: the owner's writes to products.
// Ladies Bag is the spec's one list with prices; Saree shows none. A signed-in user is an unsigned JWT.
const ALLOWED = 200;
const DENIED = 403;

const OWNER = 'rina.das@example.in';
const BAGS = 'Ladies Bag';
const SAREES = 'Saree';
const PHOTO = 'https://storage.googleapis.com/demo-shop/products/ladies-bag/tote/photo.jpg';

describe.skipIf(!inject('rulesEmulator'))("firestore.rules on the Cloud Firestore emulator: the owners' products", () => {
  const rest = emulatorRest();
  const shop = testShop([['\nnav:\n', `\nowners: [${OWNER}]\nnav:\n`]]);
  const signedIn = (email: string, email_verified = true) => rest.as({ token: userToken({ email, email_verified }) });
  const owner = signedIn(OWNER);

  const tote: Fields = { title: 'Jute tote', des: 'Hand-woven', img: PHOTO, price: 1299, hidden: false };
  /** A new product as the owner's pages add it: its fields, and createdAt the server's time. */
  const added = (fields: Fields, collection = BAGS, id = 'tote'): Write => ({
    collection,
    id,
    fields,
    serverTime: ['createdAt'],
    exists: false,
  });
  /** An edit of some fields (the web SDK's updateDoc): the rest, createdAt included, stays as stored. */
  const edited = (fields: Fields, collection = BAGS, id = 'tote'): Write => ({
    collection,
    id,
    fields,
    mask: Object.keys(fields),
    exists: true,
  });
  const stored = (id = 'tote', collection = BAGS) => rest.read(collection, id);
  const status = async (write: Write, as = owner) => (await as.commit([write])).status;

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());

  describe('allowed to an owner', () => {
    it("adds a product with the server's time as createdAt, with a price on a list with prices and without one elsewhere", async () => {
      expect(await status(added(tote))).toBe(ALLOWED);
      expect(await stored()).toMatchObject({ ...tote, price: '1299', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      const { price: _, ...saree } = tote;
      expect(await status(added({ ...saree, title: 'Tant saree' }, SAREES, 'tant'))).toBe(ALLOWED);
      // A photo alone, or a title alone; texts at their limits; a price of 0 or with paise.
      expect(await status(added({ title: '', img: PHOTO }, BAGS, 'photo-only'))).toBe(ALLOWED);
      expect(await status(added({ title: 'Card only' }, BAGS, 'no-photo'))).toBe(ALLOWED);
      expect(await status(added({ ...tote, title: 'x'.repeat(200), des: 'y'.repeat(2000), price: 0 }, BAGS, 'long'))).toBe(ALLOWED);
      expect(await status(added({ ...tote, price: 499.5 }, BAGS, 'paise'))).toBe(ALLOWED);
    });

    it('edits a product, keeping its createdAt; hides it and shows it again', async () => {
      expect(await status(added(tote))).toBe(ALLOWED);
      const createdAt = (await stored())!.createdAt;
      expect(await status(edited({ title: 'Jute tote, large', price: 1499 }))).toBe(ALLOWED);
      expect(await status(edited({ hidden: true }))).toBe(ALLOWED);
      expect(await stored()).toMatchObject({ title: 'Jute tote, large', price: '1499', hidden: true, createdAt });
      expect(await status(edited({ hidden: false }))).toBe(ALLOWED);
      expect((await stored())!.hidden).toBe(false);
      // The whole document written again, with the createdAt it read.
      expect(await status({ collection: BAGS, id: 'tote', fields: { ...tote, createdAt: { timestamp: String(createdAt) } } })).toBe(
        ALLOWED,
      );
    });

    it('edits and hides a product from before the owner’s pages, which has no createdAt and gets none', async () => {
      await rest.seed({ collection: BAGS, id: 'seeded', fields: { title: 'Seeded tote', des: '', img: PHOTO, price: 900 } });
      expect(await status(edited({ price: 950, hidden: true }, BAGS, 'seeded'))).toBe(ALLOWED);
      expect(await stored('seeded')).toEqual({ title: 'Seeded tote', des: '', img: PHOTO, price: '950', hidden: true });
    });

    it('deletes a product', async () => {
      expect(await status(added(tote))).toBe(ALLOWED);
      expect((await owner.remove(BAGS, 'tote')).status).toBe(ALLOWED);
      expect(await stored()).toBeUndefined();
    });

    it('mends a product with a field the site does not use by dropping that field in the same write', async () => {
      await rest.seed({ collection: BAGS, id: 'old', fields: { ...tote, colour: 'red' } });
      expect(await status(edited({ hidden: true }, BAGS, 'old'))).toBe(DENIED);
      expect(await status({ collection: BAGS, id: 'old', fields: { hidden: true }, mask: ['hidden', 'colour'], exists: true })).toBe(
        ALLOWED,
      );
      expect(await stored('old')).not.toHaveProperty('colour');
    });
  });

  describe('refused', () => {
    it("a write by anyone who is not an owner: a visitor, another address, an owner's address its provider did not verify", async () => {
      await rest.seed({ collection: BAGS, id: 'tote', fields: tote });
      for (const user of [rest, signedIn('mallory@example.in'), signedIn(OWNER, false)]) {
        expect(await status(added(tote, BAGS, 'new'), user)).toBe(DENIED);
        expect(await status(edited({ price: 1 }), user)).toBe(DENIED);
        expect(await status(edited({ hidden: true }), user)).toBe(DENIED);
        expect((await user.remove(BAGS, 'tote')).status).toBe(DENIED);
      }
      expect(await stored()).toEqual({ ...tote, price: '1299' });
    });

    it.each<[string, Fields]>([
      ['a title that is a number', { title: 42 }],
      ['a description that is a number', { des: 7 }],
      ['a picture address that is a number', { img: 1 }],
      ['a price written as text', { price: '1299' }],
      ['hidden written as text', { hidden: 'true' }],
      ['hidden as a number', { hidden: 1 }],
      ['a title of 201 characters', { title: 'x'.repeat(201) }],
      ['a description of 2001 characters', { des: 'x'.repeat(2001) }],
      ['a picture address over 2048 characters', { img: `https://cdn.example.com/${'a'.repeat(2048)}` }],
      ['an http: picture', { img: 'http://cdn.example.com/tote.jpg' }],
      ['a site-relative picture', { img: '/demo/tote.jpg' }],
      ['a script for a picture', { img: 'javascript:alert(1)' }],
      ['a negative price', { price: -1 }],
      ['an extra field', { colour: 'red' }],
    ])('a new product with %s, and the same edit', async (_, change) => {
      expect(await status(added({ ...tote, ...change }))).toBe(DENIED);
      expect(await stored()).toBeUndefined();
      await rest.seed({ collection: BAGS, id: 'tote', fields: tote });
      expect(await status(edited(change))).toBe(DENIED);
      expect(await stored()).toEqual({ ...tote, price: '1299' });
    });

    it('a product without a title', async () => {
      const { title: _, ...untitled } = tote;
      expect(await status(added(untitled))).toBe(DENIED);
    });

    it('a price on a list that shows none', async () => {
      expect(await status(added(tote, SAREES, 'priced-saree'))).toBe(DENIED);
    });

    it('a createdAt the client chose, or none, on a new product', async () => {
      const chosen = { ...tote, createdAt: { timestamp: new Date().toISOString() } };
      expect(await status({ collection: BAGS, id: 'tote', fields: chosen, exists: false })).toBe(DENIED);
      expect(await status({ collection: BAGS, id: 'tote', fields: tote, exists: false })).toBe(DENIED);
      expect(await stored()).toBeUndefined();
    });

    it('an edit that changes, drops or adds createdAt', async () => {
      expect(await status(added(tote))).toBe(ALLOWED);
      const restamped: Write = { collection: BAGS, id: 'tote', fields: {}, mask: ['createdAt'], serverTime: ['createdAt'], exists: true };
      expect(await status(restamped)).toBe(DENIED);
      expect(await status(edited({ createdAt: { timestamp: new Date(Date.UTC(2020, 0, 1)).toISOString() } }))).toBe(DENIED);
      expect(await status({ collection: BAGS, id: 'tote', fields: tote, exists: true })).toBe(DENIED); // replaced without it
      await rest.seed({ collection: BAGS, id: 'seeded', fields: tote });
      expect(await status({ ...restamped, id: 'seeded' })).toBe(DENIED);
    });

    it("an owner's write to a collection that is no list's", async () => {
      expect(await status(added(tote, 'Secrets', 'x'))).toBe(DENIED);
    });
  });

  it("leaves the public's reads as they are: products of today's shape, extra fields included, hidden ones too", async () => {
    await rest.seed(
      { collection: BAGS, id: 'old', fields: { name: 'Tote', colour: 'red', price: 'call us' } },
      { collection: BAGS, id: 'hidden', fields: { ...tote, hidden: true } },
    );
    expect((await rest.get(BAGS, 'old')).status).toBe(ALLOWED);
    expect((await rest.get(BAGS, 'hidden')).status).toBe(ALLOWED);
    expect((await rest.list(BAGS)).status).toBe(ALLOWED);
  });
});
