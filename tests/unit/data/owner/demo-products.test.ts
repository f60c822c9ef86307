import { describe, expect, it, vi } from 'vitest';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { hasProductChanges, PRODUCTS_KEY } from '../../../../src/data/demo/product-changes';
import { createDemoProducts } from '../../../../src/data/owner/demo-products';
import { readProducts } from '../../../../src/data/read-products';
import { fixDate } from '../../../support/fixed-date';

const BAGS = { collection: 'Ladies Bag', price: true };
const NOW = new Date('2026-05-01T10:00:00Z');
// The built-in demo file of Ladies Bag, as the Vite plugin would load it.
const files = {
  'ladies-bag': () =>
    Promise.resolve([
      { id: 'tote', title: 'Jute tote', des: 'Hand-woven', img: '/demo/img/tote.jpg', price: 1299 },
      { id: 'sling', title: 'Sling', img: '/demo/img/sling.jpg', price: 900, colour: 'red' },
      { id: 'clutch', title: 'Clutch', img: '/demo/img/clutch.jpg' },
    ]),
};
const source = () => createDemoSource(files);
const products = () => createDemoProducts({ source: source(), money: { lang: 'en-IN', currency: 'INR' } });
const publicTitles = async () => {
  const result = await readProducts(source(), BAGS.collection, 1000);
  return result.status === 'ready' ? result.products.map((p) => p.title) : result.message;
};
const kept = () => JSON.parse(localStorage.getItem(PRODUCTS_KEY)!) as Record<string, Record<string, unknown>>;

fixDate(NOW);

describe("the demo owner's products: the demo data with this browser's changes over it", () => {
  it('adds a product with this browser’s time, first on the owner’s shelf and on the public list', async () => {
    const owner = products();
    const id = owner.newId(BAGS.collection);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(hasProductChanges()).toBe(false);
    expect(
      await owner.add(BAGS.collection, id, { title: 'New hobo', des: '', img: '/demo-photos/x.jpg', price: 450, hidden: false }),
    ).toBeNull();
    expect(kept()).toEqual({
      'Ladies Bag': {
        [id]: { title: 'New hobo', des: '', img: '/demo-photos/x.jpg', price: 450, hidden: false, createdAt: NOW.toISOString() },
      },
    });
    expect(hasProductChanges()).toBe(true);
    const shelf = await owner.read(BAGS);
    expect(shelf.products.map((p) => p.id)).toEqual([id, 'tote', 'sling', 'clutch']);
    expect(shelf.products[0]).toMatchObject({ createdAt: NOW.getTime(), form: { price: '450' } });
    expect(await publicTitles()).toEqual(['New hobo', 'Jute tote', 'Sling', 'Clutch']);
  });

  it('changes a built-in product in its place: a cleared price goes, a dropped field goes, another stays', async () => {
    const owner = products();
    expect(
      await owner.change(BAGS.collection, 'sling', { title: 'Sling, red', des: '', img: '/demo/img/sling.jpg', hidden: false }, []),
    ).toBeNull();
    expect(kept()['Ladies Bag']!.sling).toEqual({ title: 'Sling, red', des: '', img: '/demo/img/sling.jpg', hidden: false, colour: 'red' });
    expect((await owner.read(BAGS)).products[1]).toMatchObject({ id: 'sling', unknownFields: ['colour'], form: { price: '' } });
    expect(await owner.change(BAGS.collection, 'sling', { title: 'Sling', des: '', hidden: false }, ['colour'])).toBeNull();
    expect(kept()['Ladies Bag']!.sling).toEqual({ title: 'Sling', des: '', hidden: false });
    expect(await publicTitles()).toEqual(['Jute tote', 'Sling', 'Clutch']);
  });

  it('keeps createdAt on an edit of a product it added, hides it from the public list and shows it again', async () => {
    const owner = products();
    await owner.add(BAGS.collection, 'new', { title: 'New', des: '', hidden: false });
    vi.setSystemTime(new Date('2026-05-02T00:00:00Z'));
    expect(await owner.change(BAGS.collection, 'new', { title: 'New', des: '', hidden: true }, [])).toBeNull();
    expect(kept()['Ladies Bag']!.new).toMatchObject({ hidden: true, createdAt: NOW.toISOString() });
    expect(await publicTitles()).toEqual(['Jute tote', 'Sling', 'Clutch']);
    expect((await owner.read(BAGS)).products[0]).toMatchObject({ id: 'new', hidden: true });
    await owner.change(BAGS.collection, 'new', { title: 'New', des: '', hidden: false }, []);
    expect(await publicTitles()).toEqual(['New', 'Jute tote', 'Sling', 'Clutch']);
  });

  it('removes a built-in product or one it added; an edit of a removed one is `gone`', async () => {
    const owner = products();
    await owner.add(BAGS.collection, 'new', { title: 'New', des: '', hidden: false });
    expect(await owner.remove(BAGS.collection, 'tote')).toBeNull();
    expect(await owner.remove(BAGS.collection, 'new')).toBeNull();
    expect(kept()['Ladies Bag']).toEqual({ tote: null, new: null });
    expect((await owner.read(BAGS)).products.map((p) => p.id)).toEqual(['sling', 'clutch']);
    expect(await publicTitles()).toEqual(['Sling', 'Clutch']);
    expect((await owner.change(BAGS.collection, 'tote', { title: 'Back', des: '', hidden: false }, []))?.kind).toBe('gone');
  });

  it('a save the browser refuses is `failed` in its words, and nothing changes', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const failure = await products().add(BAGS.collection, 'new', { title: 'New', des: '', hidden: false });
    setItem.mockRestore();
    expect(failure).toMatchObject({ kind: 'failed', message: 'The quota has been exceeded.' });
    expect(localStorage.getItem(PRODUCTS_KEY)).toBeNull();
    expect(await publicTitles()).toEqual(['Jute tote', 'Sling', 'Clutch']);
  });

  it('passes over junk in the store: the built-in products, not a crash', async () => {
    for (const junk of [
      '{not json',
      '[1]',
      JSON.stringify({ 'Ladies Bag': [1] }),
      JSON.stringify({ 'Ladies Bag': { tote: 'x', sling: null } }),
    ]) {
      localStorage.setItem(PRODUCTS_KEY, junk);
      expect(await publicTitles()).toEqual(junk.includes('sling') ? ['Jute tote', 'Clutch'] : ['Jute tote', 'Sling', 'Clutch']);
    }
    expect(hasProductChanges()).toBe(true);
    localStorage.setItem(PRODUCTS_KEY, JSON.stringify({ 'Ladies Bag': {} }));
    expect(hasProductChanges()).toBe(false);
  });

  it('keeps another collection, and a collection without a demo file, apart', async () => {
    const owner = products();
    await owner.add('Saree', 'tant', { title: 'Tant', des: '', hidden: false });
    expect((await owner.read({ collection: 'Saree', price: false })).products.map((p) => p.id)).toEqual(['tant']);
    expect(await publicTitles()).toEqual(['Jute tote', 'Sling', 'Clutch']);
  });
});
