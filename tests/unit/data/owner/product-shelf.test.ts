import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { productShelf } from '../../../../src/data/owner/product-shelf';
import type { RawDocument } from '../../../../src/data/source';

const BAGS = { collection: 'Ladies Bag', price: true };
const SAREES = { collection: 'Saree', price: false };
const MONEY = { lang: 'en-IN', currency: 'INR' };
const PHOTO = 'https://storage.googleapis.com/shop/products/ladies-bag/tote/photo.jpg';
const doc = (id: string, data: unknown): RawDocument => ({ id, data });

describe("the owner's shelf of a collection's documents", () => {
  it('lists the public order (newest first, undated after as read), hidden ones in their place, skipped ones last', () => {
    const shelf = productShelf(
      [
        doc('broken', { des: 'no title, no photo' }),
        doc('seeded-b', { title: 'Seeded B' }),
        doc('march', { title: 'March', createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1)) }),
        doc('seeded-a', { title: 'Seeded A' }),
        doc('hidden-may', { title: 'May', hidden: true, createdAt: '2026-05-01T00:00:00.000Z' }),
        doc('null', null),
      ],
      SAREES,
    );
    expect(shelf.products.map((p) => p.id)).toEqual(['hidden-may', 'march', 'seeded-b', 'seeded-a', 'broken', 'null']);
    expect(shelf.products.map((p) => p.createdAt)).toEqual([Date.UTC(2026, 4, 1), Date.UTC(2026, 2, 1), null, null, null, null]);
    expect(shelf.products.map((p) => p.hidden)).toEqual([true, false, false, false, false, false]);
  });

  it("gives each document's form as the owner would type it again, and what the public sees of it", () => {
    const [tote] = productShelf([doc('tote', { title: ' Jute tote ', des: 'Hand-woven', img: PHOTO, price: 1299.5 })], BAGS).products;
    expect(tote).toEqual({
      id: 'tote',
      form: { title: ' Jute tote ', des: 'Hand-woven', img: PHOTO, price: '1299.5', hidden: false },
      shown: { title: 'Jute tote', img: PHOTO, price: 1299.5 },
      hidden: false,
      createdAt: null,
      findings: [],
      unknownFields: [],
    });
  });

  it('writes a price in plain digits: a text the reader reads, a large number; an unreadable text stays as stored', () => {
    const prices = (...values: unknown[]) =>
      productShelf(
        values.map((price, i) => doc(`p${i}`, { title: `P${i}`, price })),
        BAGS,
      ).products.map((p) => p.form.price);
    expect(prices('₹1,299', 'Rs. 1,23,456.50', 1e21, 0, 'call us', -5, undefined, true, Number.NaN)).toEqual([
      '1299',
      '123456.5',
      '1000000000000000000000',
      '0',
      'call us',
      '-5',
      '',
      '',
      '',
    ]);
  });

  it('has no price in the form or shown on a list without prices, and names the price as a field the rules refuse there', () => {
    const [saree] = productShelf([doc('tant', { title: 'Tant', price: 900, titel: 'typo' })], SAREES).products;
    expect(saree!.form).toEqual({ title: 'Tant', des: '', img: '', hidden: false });
    expect(saree!.shown).toEqual({ title: 'Tant' });
    expect(saree!.unknownFields).toEqual(['price', 'titel']);
  });

  it("keeps the reader's findings in its words, the shop's currency in the example; texts that are not texts are ''", () => {
    const [odd, skipped] = productShelf(
      [
        doc('odd', { title: 'Odd', des: 42, price: 'call us', hidden: 'yes', createdAt: 'soon' }),
        doc('skipped', { title: 7, img: 'http://x.test/a.jpg' }),
      ],
      BAGS,
      MONEY,
    ).products;
    expect(odd!.form).toEqual({ title: 'Odd', des: '', img: '', price: 'call us', hidden: false });
    expect(odd!.findings.map((f) => f.field)).toEqual(['des', 'img', 'price', 'hidden', 'createdAt']);
    expect(odd!.findings.find((f) => f.field === 'price')!.message).toContain('₹1,299.50');
    expect(odd).toMatchObject({ hidden: false, createdAt: null });
    expect(skipped!.shown).toBeUndefined();
    expect(skipped!.form).toMatchObject({ title: '', img: 'http://x.test/a.jpg' });
    expect(skipped!.findings.map((f) => f.message)).toEqual([
      'title must be a non-empty string',
      'img must be an https:// or site-relative URL',
    ]);
  });

  it('lists a second document with an id already seen among the skipped ones, saying why', () => {
    const shelf = productShelf([doc('a', { title: 'First' }), doc('a', { title: 'Second' })], SAREES);
    expect(shelf.products.map((p) => [p.form.title, p.shown?.title])).toEqual([
      ['First', 'First'],
      ['Second', undefined],
    ]);
    expect(shelf.products[1]!.findings).toEqual([{ field: 'id', message: 'an earlier document has this id; only the first is shown' }]);
  });

  it('reads a document that is not a mapping as an empty form with the reason', () => {
    const [junk] = productShelf([doc('#1', ['a list'])], BAGS).products;
    expect(junk).toEqual({
      id: '#1',
      form: { title: '', des: '', img: '', price: '', hidden: false },
      hidden: false,
      createdAt: null,
      findings: [{ field: 'document', message: 'not a mapping of fields' }],
      unknownFields: [],
    });
  });

  it("carries the stored texts of the shop's other languages into the form, so hiding or an edit keeps them", () => {
    const i18n = { bn: { title: 'পাটের ব্যাগ', des: 42 }, fr: { title: 'Sac' } };
    const [tote] = productShelf([doc('tote', { title: 'Tote', img: PHOTO, i18n })], { ...BAGS, languages: ['bn'] }).products;
    expect(tote?.form.i18n).toEqual({ bn: { title: 'পাটের ব্যাগ' } });
    expect(tote?.unknownFields).toEqual([]);
    expect(tote?.findings.map((f) => f.field)).toEqual(['i18n', 'i18n']);
    // A one-language shop: i18n is a field its rules refuse, which an edit offers to drop.
    const [plain] = productShelf([doc('tote', { title: 'Tote', img: PHOTO, i18n })], BAGS).products;
    expect(plain?.form).not.toHaveProperty('i18n');
    expect(plain?.unknownFields).toEqual(['i18n']);
  });
});
