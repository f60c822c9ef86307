import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/data/product';
import { newestFirst, publicProducts } from '../../../src/data/public-products';
import { announceSaved } from '../../../src/data/product-saves';
import { forgetProducts, readProducts } from '../../../src/data/read-products';
import type { CatalogueSource, RawDocument } from '../../../src/data/source';

const product = (id: string, extra: Partial<Product> = {}): Product => ({ id, title: id, des: '', ...extra });
const ids = (products: Product[]) => products.map((p) => p.id);

describe('the order of a public list', () => {
  it('puts products with createdAt first, newest first, and keeps the others in the order they came, after them', () => {
    const products = [
      product('old-b'),
      product('march', { createdAt: Date.UTC(2026, 2, 1) }),
      product('old-a'),
      product('may', { createdAt: Date.UTC(2026, 4, 1) }),
      product('old-c'),
      product('april', { createdAt: Date.UTC(2026, 3, 1) }),
    ];
    expect(ids(newestFirst(products))).toEqual(['may', 'april', 'march', 'old-b', 'old-a', 'old-c']);
    expect(ids(products)).toEqual(['old-b', 'march', 'old-a', 'may', 'old-c', 'april']); // not sorted in place
  });

  it('keeps the order of a list without any createdAt as it is, and of equal times as they came', () => {
    const undated = ['c', 'a', 'b'].map((id) => product(id));
    expect(ids(newestFirst(undated))).toEqual(['c', 'a', 'b']);
    const same = ['y', 'x'].map((id) => product(id, { createdAt: 5 }));
    expect(ids(newestFirst(same))).toEqual(['y', 'x']);
  });

  it('leaves hidden products out', () => {
    const products = [product('shown'), product('hidden', { hidden: true, createdAt: 9 }), product('new', { createdAt: 1 })];
    expect(ids(publicProducts(products))).toEqual(['new', 'shown']);
  });
});

describe('readProducts, where every page reads its products', () => {
  const docs: RawDocument[] = [
    { id: 'seeded', data: { title: 'Seeded tote', img: '/t.svg' } },
    { id: 'hidden', data: { title: 'Sold out sling', img: '/s.svg', hidden: true, createdAt: '2026-05-02T00:00:00Z' } },
    { id: 'added', data: { title: 'New hobo', img: '/h.svg', hidden: false, createdAt: '2026-05-01T00:00:00Z' } },
  ];
  const source: CatalogueSource = {
    name: 'test',
    readCollection: () => Promise.resolve(docs),
    addEnquiry: () => Promise.resolve(),
  };

  it('gives the public products only, newest first, also when read again within the visit', async () => {
    const first = await readProducts(source, 'Bags', 1000);
    expect(first.status === 'ready' && ids(first.products)).toEqual(['added', 'seeded']);
    const again = await readProducts(source, 'Bags', 1000);
    expect(again).toMatchObject({ status: 'ready', cached: true });
    expect(again.status === 'ready' && ids(again.products)).toEqual(['added', 'seeded']);
  });

  it("reads a list again once its copy is forgotten (forgetProducts, or an owner's save announced), whatever source read it", async () => {
    const other: CatalogueSource = { ...source, name: 'other' };
    await readProducts(source, 'Bags', 1000);
    await readProducts(other, 'Bags', 1000);
    forgetProducts('Bags');
    expect(await readProducts(source, 'Bags', 1000)).not.toHaveProperty('cached');
    expect(await readProducts(other, 'Bags', 1000)).not.toHaveProperty('cached');
    expect(await readProducts(source, 'Bags', 1000)).toMatchObject({ cached: true });
    announceSaved('Shoes');
    expect(await readProducts(source, 'Bags', 1000)).toMatchObject({ cached: true });
    announceSaved('Bags');
    expect(await readProducts(source, 'Bags', 1000)).not.toHaveProperty('cached');
  });
});
