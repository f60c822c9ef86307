import { afterEach, describe, expect, it, vi } from 'vitest';
import { toProducts } from '../../../src/data/products';
import { createDemoSource, ENQUIRIES_KEY } from '../../../src/data/demo/demo-source';
import { specCatalogue } from '../../support/catalogue';

afterEach(() => vi.restoreAllMocks());

describe('toProducts', () => {
  it('keeps good documents, adds the id, and skips only what has nothing to show, warning with collection and id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const products = toProducts('Saree', [
      { id: 'ok', data: { title: 'Tant Saree', des: 'Cotton', img: '/demo/a.svg' } },
      { id: 'priced', data: { title: 'Bag', des: 'Leather', img: 'https://cdn.example.com/b.jpg', price: 1299 } },
      { id: 'nothing', data: { des: 'x', img: 'javascript:alert(1)' } },
      { id: 'null', data: null },
    ]);
    expect(products).toEqual([
      { id: 'ok', title: 'Tant Saree', des: 'Cotton', img: '/demo/a.svg' },
      { id: 'priced', title: 'Bag', des: 'Leather', img: 'https://cdn.example.com/b.jpg', price: 1299 },
    ]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[catalogue] skipped Saree/nothing: title: title must be a non-empty string; img: img must be an https:// or site-relative URL',
      '[catalogue] skipped Saree/null: document: not a mapping of fields',
    ]);
  });

  it('warns on one printable line: an id or a value holding escape sequences never reaches the terminal raw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    toProducts('Saree', [
      { id: 'x\u001b]0;pwned\u0007\u001b[2J\u202eid', data: { title: 'Tote', img: 'javascript:\u001b[31m' } },
      { id: 'bell\u0007', data: { des: 'x' } },
    ]);
    const lines = warn.mock.calls.map((c) => String(c[0]));
    // eslint-disable-next-line no-control-regex -- the control characters that must not reach the terminal
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(lines).toEqual([
      '[catalogue] repaired Saree/x ]0;pwned [2Jid: img: img must be an https:// or site-relative URL',
      '[catalogue] skipped Saree/bell : title: title must be a non-empty string; img: img must be an https:// or site-relative URL',
    ]);
  });

  it('treats a missing description as empty text', () => {
    expect(toProducts('X', [{ id: 'a', data: { title: 'T', img: '/a.svg' } }])).toEqual([{ id: 'a', title: 'T', des: '', img: '/a.svg' }]);
  });
});

describe('demo source', () => {
  const source = createDemoSource();
  const catalogue = specCatalogue();

  it('has demo data for every collection of the catalogue, all of it valid', async () => {
    const warn = vi.spyOn(console, 'warn');
    for (const list of catalogue.lists) {
      const docs = await source.readCollection(list.collection);
      expect(docs.length, list.collection).toBeGreaterThan(0);
      expect(toProducts(list.collection, docs)).toHaveLength(docs.length);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('holds more items than the display window where the window must be visible', async () => {
    const count = async (c: string) => (await source.readCollection(c)).length;
    expect(await count('Saree')).toBeGreaterThan(78);
    expect(await count('Ladies Bag')).toBeGreaterThan(134);
    expect(await count('Churidar')).toBeGreaterThanOrEqual(431);
  });

  it('prices only Ladies Bag, in whole rupees, and points images at local files', async () => {
    for (const list of catalogue.lists) {
      for (const { data } of await source.readCollection(list.collection)) {
        const doc = data as { price?: number; img: string };
        if (list.price) expect(Number.isInteger(doc.price)).toBe(true);
        else expect(doc.price).toBeUndefined();
        expect(doc.img).toMatch(/^\/demo\//);
      }
    }
  });

  it('reads a collection without demo data as empty', async () => {
    expect(await source.readCollection('Dupatta')).toEqual([]);
  });

  it('appends enquiries to localStorage as Firestore stores them: the fields, status, day, seq, token and createdAt', async () => {
    const fields = { title: 'A', mobile: '1', emailaddress: 'a@b.c', city: 'X', enquiry: 'Hi' };
    const box = { dailyLimit: 200, utcOffsetMinutes: 0 };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-07-10T10:00:00Z'));
    await source.addEnquiry('Online-Enqueries', { token: 'tokenAtokenAtokenA00', fields, status: 'Available' }, box);
    await source.addEnquiry(
      'Online-Enqueries',
      { token: 'tokenBtokenBtokenB00', fields: { ...fields, title: 'B' }, status: 'Available' },
      box,
    );
    vi.useRealTimers();
    const stored = JSON.parse(localStorage.getItem(ENQUIRIES_KEY)!) as { title: string; createdAt: string }[];
    expect(stored.map((e) => e.title)).toEqual(['A', 'B']);
    expect(stored[0]).toEqual({
      id: '20279-1',
      ...fields,
      status: 'Available',
      day: 20279,
      seq: 1,
      token: 'tokenAtokenAtokenA00',
      createdAt: expect.any(String),
    });
    expect(Date.parse(stored[0]!.createdAt)).not.toBeNaN();
  });
});
