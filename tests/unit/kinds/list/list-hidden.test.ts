// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../../../src/app/prerender';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import type { CatalogueSource, RawDocument } from '../../../../src/data/source';

// The build's own renderer over Saree's demo documents, with one product the owner added and one they hid:
// the pre-rendered page, its hydration data and its JSON-LD leave the hidden one out and show the new one first.
const demo = createDemoSource();
const added: RawDocument = { id: 'new-arrival', data: { title: 'New Arrival Banarasi', img: '/n.svg', createdAt: '2026-05-01T10:00:00Z' } };
const hidden: RawDocument = {
  id: 'sold-out',
  data: { title: 'Sold Out Kanjivaram', img: '/s.svg', hidden: true, createdAt: '2026-05-02T10:00:00Z' },
};
const source: CatalogueSource = {
  ...demo,
  readCollection: async (name) => [...(await demo.readCollection(name)), added, hidden],
};

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('a hidden product on the pre-rendered list', () => {
  it('is not in the HTML, the hydration data, the count or the JSON-LD; the newest product comes first', async () => {
    const demoSarees = (await demo.readCollection('Saree')).length;
    const page = await createRenderer({}, source).render('/saree');
    expect(page.html).toContain('New Arrival Banarasi');
    expect(page.html).not.toContain('Sold Out Kanjivaram');
    expect(page.data).not.toContain('sold-out');
    const data = JSON.parse(page.data!) as { loaderData: Record<string, { products: { id: string }[]; total: number }> };
    const list = Object.values(data.loaderData).find((d) => d && 'products' in d)!;
    expect(list.products[0]!.id).toBe('new-arrival');
    expect(list.total).toBe(demoSarees + 1);
    const items = jsonLdBlocks(page.html).find((block) => block['@type'] === 'ItemList');
    const names = (items!.itemListElement as { item: { name: string } }[]).map((e) => e.item.name);
    expect(names[0]).toBe('New Arrival Banarasi');
    expect(names).not.toContain('Sold Out Kanjivaram');
  });
});
