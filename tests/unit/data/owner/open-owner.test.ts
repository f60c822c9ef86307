import { describe, expect, it } from 'vitest';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { openOwner } from '../../../../src/data/owner/open-owner';
import { readProducts } from '../../../../src/data/read-products';

const TARGET = { collection: 'Online-Enqueries', dailyLimit: 200, utcOffsetMinutes: 330 };

describe("the owner's seam from the build's settings", () => {
  it('is the demo (its own sign-in, this browser’s enquiries) without Firebase settings', async () => {
    const { auth, inbox, products, photos } = await openOwner({}, TARGET, 15_000);
    expect(auth.mode).toBe('demo');
    // Kept in this browser, at the demo's site-relative addresses (demo-photos.browser.test.ts stores them).
    expect(photos?.url('products/saree/p1', 'photo.jpg')).toBe('/demo-photos/products/saree/p1/photo.jpg');
    expect(await inbox.page('all')).toEqual({ enquiries: [], next: null });
    expect((await products.read({ collection: 'Saree', price: false })).products.length).toBeGreaterThan(0);
  });

  it("forgets this visit's copy of a list after each save, so the public page reads the change", async () => {
    const { products } = await openOwner({}, TARGET, 15_000);
    const source = createDemoSource({});
    await readProducts(source, 'Saree', 1000);
    expect(await readProducts(source, 'Saree', 1000)).toMatchObject({ status: 'ready', products: [], cached: true });
    expect(await products.add('Saree', 'new', { title: 'New tant', des: '', img: '/demo/img/new.jpg', hidden: false })).toBeNull();
    const again = await readProducts(source, 'Saree', 1000);
    expect(again.status === 'ready' && [again.cached, again.products.map((p) => p.id)]).toEqual([undefined, ['new']]);
  });

  it('refuses half-given settings by name rather than falling back to the demo', async () => {
    await expect(openOwner({ VITE_FIREBASE_PROJECT_ID: 'shop-1' }, TARGET, 15_000)).rejects.toThrow('Firebase settings are incomplete');
  });
});
