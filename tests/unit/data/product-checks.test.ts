import { describe, expect, it } from 'vitest';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp as LiteTimestamp } from 'firebase/firestore/lite';
import { checkProduct } from '../../../src/data/product';
import { PRODUCT_FIELDS, TEXT_LIMITS } from '../../../src/domain/product-fields';
import { checkProducts } from '../../../src/data/products';
import { productCard } from '../../../src/kinds/list/product-card';
import { specCatalogue } from '../../support/catalogue';

const check = (data: unknown) => checkProduct({ id: 'p1', data });
const good = { title: 'Tote', des: 'Jute', img: '/t.svg' };

describe('product prices as owners type them', () => {
  it('reads numeric strings with a currency sign, commas and (no-break) spaces as numbers, noting the repair', () => {
    const cases: [unknown, number][] = [
      ['450', 450],
      ['₹1,299', 1299],
      ['₹ 1,23,456', 123456],
      ['Rs. 2,500', 2500],
      ['$12.50', 12.5],
      ['1\u00a0299', 1299],
      [' 499.5 ', 499.5],
    ];
    for (const [price, read] of cases) {
      const { product, findings } = check({ ...good, price });
      expect(product?.price, String(price)).toBe(read);
      expect(findings).toEqual([{ field: 'price', message: `${JSON.stringify(price)} read as ${read}`, cleaned: true }]);
    }
  });

  it('keeps decimal numbers', () => {
    expect(check({ ...good, price: 499.5 })).toEqual({ product: { id: 'p1', ...good, price: 499.5 }, findings: [] });
  });

  it('shows the product without a price when the price is not an amount, and says so', () => {
    for (const price of ['12,5', '1.299,50', 'call us', -5, Number.NaN, Number.POSITIVE_INFINITY, true, { amount: 3 }]) {
      const { product, findings } = check({ ...good, price });
      expect(product, typeof price === 'object' ? JSON.stringify(price) : String(price)).toEqual({ id: 'p1', ...good });
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ field: 'price', message: expect.stringContaining('no price is shown') });
      expect(findings[0]?.cleaned).toBeUndefined();
    }
  });

  it('treats an empty or null price as no price, without a note', () => {
    expect(check({ ...good, price: '' })).toEqual({ product: { id: 'p1', ...good }, findings: [] });
    expect(check({ ...good, price: null })).toEqual({ product: { id: 'p1', ...good }, findings: [] });
  });
});

describe('title or image', () => {
  it('shows a product with an image and no title, and one with a title and no usable image (the card shows a placeholder)', () => {
    expect(check({ des: 'x', img: '/a.svg' })).toEqual({
      product: { id: 'p1', title: '', des: 'x', img: '/a.svg' },
      findings: [{ field: 'title', message: 'title must be a non-empty string' }],
    });
    for (const img of [undefined, '', 'javascript:alert(1)', '//evil.example/a.svg', '/\\evil.example/a.svg', 42]) {
      const { product, findings } = check({ title: 'Tote', img });
      expect(product, String(img)).toEqual({ id: 'p1', title: 'Tote', des: '' });
      expect(findings).toEqual([{ field: 'img', message: 'img must be an https:// or site-relative URL' }]);
    }
  });

  it('refuses a plain http:// picture, which the Content-Security-Policy (img-src https:) would block: the card shows the placeholder', () => {
    for (const img of ['http://cdn.example.com/a.jpg', 'HTTP://cdn.example.com/a.jpg', ' http://cdn.example.com/a.jpg ']) {
      expect(check({ title: 'Tote', img }), img).toEqual({
        product: { id: 'p1', title: 'Tote', des: '' },
        findings: [{ field: 'img', message: 'img must be an https:// or site-relative URL' }],
      });
    }
    expect(check({ title: 'Tote', img: 'https://cdn.example.com/a.jpg' }).product?.img).toBe('https://cdn.example.com/a.jpg');
  });

  it('skips a document with neither a title nor an image', () => {
    const { product, findings } = check({ title: '  ', img: 'data:image/png;base64,AAAA', price: 5 });
    expect(product).toBeUndefined();
    expect(findings.map((f) => f.field)).toEqual(['title', 'img']);
  });
});

describe('one bad document never takes the list down', () => {
  it('replaces lone surrogates with U+FFFD, so the chat link of the card can be built', () => {
    const { product, findings } = check({ ...good, title: 'Silk \uD83D Saree', des: 'half \uDE00 an emoji 😀' });
    expect(product?.title).toBe('Silk \uFFFD Saree');
    expect(product?.des).toBe('half \uFFFD an emoji 😀');
    expect(findings.map((f) => [f.field, f.cleaned])).toEqual([
      ['title', true],
      ['des', true],
    ]);
    const catalogue = specCatalogue();
    const list = catalogue.lists.find((l) => l.price)!;
    expect(() => productCard(catalogue, list, product!)).not.toThrow();
  });

  it('cuts overly long texts for display, without splitting a character, and reports it', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const { product, findings } = check({ ...good, title: huge, des: huge });
    expect(product?.title).toHaveLength(TEXT_LIMITS.title);
    expect(product?.title.endsWith('…')).toBe(true);
    expect(product?.des).toHaveLength(TEXT_LIMITS.des);
    expect(findings).toEqual([
      { field: 'title', message: `1048576 characters, more than ${TEXT_LIMITS.title}; cut for display` },
      { field: 'des', message: `1048576 characters, more than ${TEXT_LIMITS.des}; cut for display` },
    ]);
    expect(check({ ...good, img: `https://cdn.example.com/${'a'.repeat(1024 * 1024)}.jpg` })).toEqual({
      product: { id: 'p1', title: 'Tote', des: 'Jute' },
      findings: [{ field: 'img', message: '1048604 characters, longer than a picture address may be (2048)' }],
    });
    // An emoji (two UTF-16 units) across the cut is left out whole, not halved.
    const emojis = check({ ...good, title: '😀'.repeat(150) }).product!.title;
    expect(emojis).toBe(`${'😀'.repeat(99)}…`);
    expect(emojis).not.toMatch(/\p{Surrogate}/u);
  });

  it('shows the first of two documents with one id and reports the second as skipped', () => {
    const { products, reports } = checkProducts([
      { id: 'a', data: { ...good, title: 'First' } },
      { id: 'b', data: { ...good, price: '₹10' } },
      { id: 'a', data: { ...good, title: 'Second' } },
    ]);
    expect(products.map((p) => [p.id, p.title])).toEqual([
      ['a', 'First'],
      ['b', 'Tote'],
    ]);
    expect(reports).toEqual([
      { id: 'b', skipped: false, findings: [{ field: 'price', message: '"₹10" read as 10', cleaned: true }] },
      { id: 'a', skipped: true, findings: [{ field: 'id', message: 'an earlier document has this id; only the first is shown' }] },
    ]);
  });
});

describe('hidden and createdAt', () => {
  const at = new Date('2026-03-01T09:30:00.250Z');

  it('keeps hidden: true, and leaves hidden: false or none out of the product', () => {
    expect(check({ ...good, hidden: true })).toEqual({ product: { id: 'p1', ...good, hidden: true }, findings: [] });
    expect(check({ ...good, hidden: false })).toEqual({ product: { id: 'p1', ...good }, findings: [] });
  });

  it('shows a product whose hidden is not true or false, and says so', () => {
    for (const hidden of ['true', 1, null, { yes: true }]) {
      expect(check({ ...good, hidden }), JSON.stringify(hidden)).toEqual({
        product: { id: 'p1', ...good },
        findings: [{ field: 'hidden', message: 'hidden must be true or false; the product is shown' }],
      });
    }
  });

  it("reads createdAt from the browser's lite Timestamp, firebase-admin's and the demo store's ISO text alike, as milliseconds", () => {
    for (const createdAt of [LiteTimestamp.fromDate(at), AdminTimestamp.fromDate(at), at.toISOString()]) {
      expect(check({ ...good, createdAt })).toEqual({ product: { id: 'p1', ...good, createdAt: at.getTime() }, findings: [] });
    }
    expect(check(good).product).not.toHaveProperty('createdAt');
  });

  it('lists a product whose createdAt is not a time after the dated ones, and says so', () => {
    for (const createdAt of ['not a date', 1_772_357_400_000, null, { seconds: 1 }]) {
      expect(check({ ...good, createdAt }), JSON.stringify(createdAt)).toEqual({
        product: { id: 'p1', ...good },
        findings: [{ field: 'createdAt', message: 'createdAt must be a time; listed after the products that have one' }],
      });
    }
  });

  it('keeps every product field of src/domain/product-fields.ts, in its order; i18n only in a shop of several languages', () => {
    const full = {
      title: 'Tote',
      des: 'Jute',
      img: '/t.svg',
      price: 10,
      hidden: true,
      createdAt: LiteTimestamp.fromDate(at),
      i18n: { bn: { title: 'পাটের ব্যাগ' } },
    };
    expect(Object.keys(full)).toEqual([...PRODUCT_FIELDS]);
    expect(Object.keys(checkProduct({ id: 'p1', data: full }, undefined, ['bn']).product!)).toEqual(['id', ...PRODUCT_FIELDS]);
    expect(check(full)).toEqual({ product: { id: 'p1', ...full, createdAt: at.getTime(), i18n: undefined }, findings: [] });
    expect(check(full).product).not.toHaveProperty('i18n');
  });

  it('leaves out every field that is not a product field', () => {
    expect(check({ ...good, colour: 'red', updatedAt: LiteTimestamp.fromDate(at) })).toEqual({
      product: { id: 'p1', ...good },
      findings: [],
    });
  });
});
