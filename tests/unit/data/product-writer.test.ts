import { describe, expect, it } from 'vitest';
import { checkProduct } from '../../../src/data/product';
import { writeProduct, type ProductForm } from '../../../src/data/product-writer';
import { PRODUCT_FIELDS, TEXT_LIMITS } from '../../../src/domain/product-fields';
import { specCatalogue } from '../../support/catalogue';

// The shop's own lists and money, from the frozen specification: Ladies Bag shows prices, Saree does not.
const catalogue = specCatalogue();
const priced = catalogue.lists.find((l) => l.id === 'ladies-bag')!;
const unpriced = catalogue.lists.find((l) => l.id === 'saree')!;
const money = catalogue.site;
const photo = 'https://storage.googleapis.com/shop/products/ladies-bag/tote/photo.jpg';
const form: ProductForm = { title: 'Jute tote', des: 'Hand-woven.\nTwo pockets.', img: photo, price: '₹1,299' };

const problemsOf = (changes: Partial<ProductForm>, list = priced) => writeProduct({ ...form, ...changes }, list, money).problems;

describe("the owner's product writer", () => {
  it('writes exactly the product fields the list uses: a price typed as text is written as the number the site reads', () => {
    expect(writeProduct(form, priced, money)).toEqual({
      document: { title: 'Jute tote', des: 'Hand-woven.\nTwo pockets.', img: photo, price: 1299, hidden: false },
    });
    const { document } = writeProduct({ ...form, hidden: true }, unpriced, money);
    expect(document).toEqual({ title: 'Jute tote', des: 'Hand-woven.\nTwo pockets.', img: photo, hidden: true });
    for (const key of Object.keys(document!)) expect(PRODUCT_FIELDS).toContain(key);
  });

  it('trims blanks around the title and the address, keeps the description as typed, and leaves out an empty price or photo', () => {
    const { document } = writeProduct(
      { title: '\u200b Tote \u3000', des: '  as typed  ', img: ` ${photo} `, price: ' \u00a0' },
      priced,
      money,
    );
    expect(document).toEqual({ title: 'Tote', des: '  as typed  ', img: photo, hidden: false });
    expect(writeProduct({ ...form, img: '' }, priced, money).document).toEqual({
      title: 'Jute tote',
      des: 'Hand-woven.\nTwo pockets.',
      price: 1299,
      hidden: false,
    });
    // A photo alone is a product the site shows; so is a title alone, with the card's placeholder.
    expect(writeProduct({ ...form, title: ' ' }, priced, money).document?.title).toBe('');
  });

  it('takes texts at their limits', () => {
    const document = writeProduct(
      { ...form, title: 'x'.repeat(TEXT_LIMITS.title), des: 'y'.repeat(TEXT_LIMITS.des) },
      priced,
      money,
    ).document;
    expect(document?.title).toHaveLength(200);
    expect(document?.des).toHaveLength(2000);
  });

  it.each<[string, Partial<ProductForm>, { field: string; message: string }]>([
    ['a title over 200 characters', { title: 'x'.repeat(201) }, { field: 'title', message: '201 characters, more than 200' }],
    ['a description over 2000 characters', { des: 'x'.repeat(2001) }, { field: 'des', message: '2001 characters, more than 2000' }],
    ['a blank title without a photo', { title: '\u00a0\u200b', img: '' }, { field: 'title', message: 'title must be a non-empty string' }],
    ['half an emoji in the title', { title: 'Silk \uD83D' }, { field: 'title', message: 'broken characters (lone surrogates)' }],
    ['half an emoji in the description', { des: 'soft \uDE00' }, { field: 'des', message: 'broken characters (lone surrogates)' }],
    ['an http: photo', { img: 'http://cdn.example.com/a.jpg' }, { field: 'img', message: 'img must be an https:// URL' }],
    ['a site-relative photo', { img: '/demo/a.jpg' }, { field: 'img', message: 'img must be an https:// URL' }],
    ['a script for a photo', { img: 'javascript:alert(1)' }, { field: 'img', message: 'img must be an https:// URL' }],
    [
      'a photo address over 2048 characters',
      { img: `https://cdn.example.com/${'a'.repeat(2048)}` },
      { field: 'img', message: '2072 characters, longer than a picture address may be (2048)' },
    ],
    [
      'a price that is no amount',
      { price: 'call us' },
      { field: 'price', message: '"call us" is not an amount of 0 or more, like 1299 or "₹1,299.50"' },
    ],
    ['a negative price', { price: '-5' }, { field: 'price', message: '"-5" is not an amount of 0 or more, like 1299 or "₹1,299.50"' }],
    ['a decimal comma', { price: '12,5' }, { field: 'price', message: '"12,5" is not an amount of 0 or more, like 1299 or "₹1,299.50"' }],
  ])('refuses %s, saying why, and writes nothing', (_, change, problem) => {
    expect(writeProduct({ ...form, ...change }, priced, money)).toEqual({ problems: [problem] });
  });

  it("takes the demo's photo addresses only when told it is in demo mode, so a real shop stays https-only", () => {
    const demoPhoto = '/demo-photos/products/ladies-bag/Abc123/photo.jpg';
    const refusal = { problems: [{ field: 'img', message: 'img must be an https:// URL' }] };
    expect(writeProduct({ ...form, img: demoPhoto }, priced, money)).toEqual(refusal);
    expect(writeProduct({ ...form, img: demoPhoto }, priced, money, { demoPhotos: true }).document?.img).toBe(demoPhoto);
    for (const img of ['/demo/a.jpg', '/demo-photos//evil.example/a.jpg', '/demo-photos/a\\b.jpg', 'http://x.example/a.jpg'])
      expect(writeProduct({ ...form, img }, priced, money, { demoPhotos: true })).toEqual(refusal);
  });

  // The picture rule is the reader's without its site-relative addresses (the demo data's): imageRule(false).
  it("says why in the reader's own words: each refusal is how check-data and the build's warnings begin theirs", () => {
    const stored = (changes: Partial<ProductForm>) => ({ ...form, ...changes, price: changes.price ?? 1299 });
    for (const changes of [
      { title: 'x'.repeat(201) },
      { des: 'x'.repeat(2001) },
      { title: 'Silk \uD83D' },
      { img: `https://cdn.example.com/${'a'.repeat(2048)}` },
      { price: 'call us' },
      { title: '', img: '' },
    ]) {
      const [refused] = problemsOf(changes)!;
      const found = checkProduct({ id: 'p', data: stored(changes) }, money).findings.find((f) => f.field === refused!.field);
      expect(found?.message.startsWith(refused!.message), `${found?.message} | ${refused!.message}`).toBe(true);
    }
  });

  it('names every problem at once, field by field', () => {
    expect(problemsOf({ title: 'x'.repeat(300), img: 'http://a.example/b.jpg', price: 'free' })?.map((p) => p.field)).toEqual([
      'title',
      'img',
      'price',
    ]);
  });

  it("gives the price example in the shop's currency and language", () => {
    const { problems } = writeProduct({ ...form, price: 'call us' }, priced, { lang: 'en-GB', currency: 'GBP' });
    expect(problems).toEqual([{ field: 'price', message: '"call us" is not an amount of 0 or more, like 1299 or "£1,299.50"' }]);
  });

  it('reads no price on a list that shows none, whatever was typed', () => {
    expect(writeProduct({ ...form, price: 'call us' }, unpriced, money).document).not.toHaveProperty('price');
  });

  it('writes what the reader then shows exactly as written, without a finding', () => {
    for (const changes of [{}, { price: '499.5' }, { title: '😀 Silk', des: '' }, { price: '0' }]) {
      const { document } = writeProduct({ ...form, ...changes }, priced, money);
      expect(checkProduct({ id: 'p', data: document }, money)).toEqual({
        product: { id: 'p', ...document, hidden: undefined },
        findings: [],
      });
    }
  });
});
