import { describe, expect, it, vi } from 'vitest';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { readProducts } from '../../../../src/data/read-products';

describe('demo files, read like Firestore documents', () => {
  it('skips and names a bad item (null, not a mapping, a repeated id), and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = createDemoSource({
      shoes: () =>
        Promise.resolve([
          { id: 'a', title: 'Oxford', des: 'Black leather', img: '/img/a.svg', price: 90 },
          { id: 'b', title: '', des: 'no title', img: '/img/b.svg' },
          null,
          'not a product',
          { title: 'No id', des: '', img: '/img/c.svg' },
          { id: 'a', title: 'Second Oxford', des: '', img: '/img/d.svg' },
        ]),
    });
    const result = await readProducts(source, 'Shoes', 1000);
    expect(result.status === 'ready' && result.products.map((p) => [p.id, p.title])).toEqual([
      ['a', 'Oxford'],
      ['b', ''],
      ['#5', 'No id'],
    ]);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      '[catalogue] repaired Shoes/b: title: title must be a non-empty string',
      '[catalogue] skipped Shoes/#3: document: not a mapping of fields',
      '[catalogue] skipped Shoes/#4: document: not a mapping of fields',
      '[catalogue] skipped Shoes/a: id: an earlier document has this id; only the first is shown',
    ]);
    warn.mockRestore();
  });

  it('reports a file that is not a list instead of failing the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await readProducts(createDemoSource({ shoes: () => Promise.resolve({ id: 'x' }) }), 'Shoes', 1000);
    expect(result).toEqual({ status: 'ready', products: [], complete: true });
    expect(String(warn.mock.calls[0]?.[0])).toContain('skipped Shoes/(file)');
    warn.mockRestore();
  });

  it('a collection without a demo file is an empty list (the page shows its empty state)', async () => {
    const result = await readProducts(createDemoSource({}), 'Sandals', 1000);
    expect(result).toEqual({ status: 'ready', products: [], complete: true });
  });
});
