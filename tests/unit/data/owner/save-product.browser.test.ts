import { describe, expect, it } from 'vitest';
import { OwnerFailure } from '../../../../src/data/owner/failure';
import type { OwnerProducts } from '../../../../src/data/owner/owner-products';
import { productPhotos, type PhotoFile, type PhotoStore } from '../../../../src/data/owner/product-photos';
import { productSaver, type SaveStep } from '../../../../src/data/owner/save-product';
import type { ProductDocument } from '../../../../src/data/product-writer';
import type { ImagesConfig } from '../../../../src/domain/image-variants';
import { publicPhotoUrl } from '../../../../src/domain/product-photos';
// 3,000 × 2,000 stored, EXIF orientation 6: upright it is 2,000 × 3,000.
import fixtureUrl from '../../../fixtures/photos/portrait-exif6.jpg?url';

// In real Chromium (the `browser` project): the resizer decodes and encodes for real; the backends are in memory.
const BUCKET = 'shop-bucket';
const images: ImagesConfig = {
  widths: [360, 720],
  variants: [{ match: `https://storage.googleapis.com/${BUCKET}/products/`, url: '{base}-{width}w.{format}', formats: ['webp', 'jpg'] }],
};
const money = { lang: 'en-IN', currency: 'INR' };
const target = { collection: 'Saree', price: false };

/** A bucket in memory whose `failAt`-th put (from 1) fails once, as a dropped connection would. */
function memoryBucket(failAt = 0) {
  const files = new Map<string, PhotoFile>();
  let puts = 0;
  const store: PhotoStore = {
    put(fullPath, file, onSent) {
      puts += 1;
      if (puts === failAt) return Promise.reject(new Error('connection dropped'));
      onSent(file.blob.size);
      files.set(fullPath, file);
      return Promise.resolve();
    },
    removeAll: () => Promise.resolve(),
    failureOf: (error) => new OwnerFailure('offline', String(error)),
  };
  return {
    files,
    photos: productPhotos(
      (path) => publicPhotoUrl(BUCKET, path),
      () => Promise.resolve(store),
      (e) => new OwnerFailure('failed', String(e)),
    ),
    puts: () => puts,
  };
}

function memoryProducts(): OwnerProducts & { stored: Map<string, ProductDocument> } {
  const stored = new Map<string, ProductDocument>();
  return {
    stored,
    read: () => Promise.resolve({ products: [] }),
    newId: () => 'p1',
    add: (_c, id, document) => Promise.resolve(stored.set(id, document) && null),
    change: (_c, id, document) => Promise.resolve(stored.set(id, document) && null),
    remove: (_c, id) => Promise.resolve(stored.delete(id) ? null : new OwnerFailure('gone', id)),
  };
}

const fixture = async () => (await fetch(fixtureUrl)).blob();
const size = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  const answer = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return answer;
};

function saver(bucket: ReturnType<typeof memoryBucket>, products: ReturnType<typeof memoryProducts>) {
  const steps: SaveStep[] = [];
  let stored = 0;
  const save = productSaver(
    { products, photos: bucket.photos, target, images, money, demo: false, onStored: () => (stored += 1) },
    (step) => steps.push(step),
  );
  return { save, steps, storedCount: () => stored };
}

const form = { title: 'Banarasi silk', des: 'Red and gold', img: '' };

describe("the owner's save", () => {
  it('stores the photo upright at each width of the rule, then the product pointing at it', async () => {
    const bucket = memoryBucket();
    const products = memoryProducts();
    const { save, steps, storedCount } = saver(bucket, products);
    await save({ id: 'p1', isNew: true, form, photo: await fixture() });

    expect(steps.at(-1)).toEqual({ step: 'saved', id: 'p1' });
    expect(steps.map((s) => s.step)).toEqual(expect.arrayContaining(['preparing', 'uploading', 'saving']));
    const img = products.stored.get('p1')?.img ?? '';
    expect(img).toMatch(new RegExp(`^https://storage\\.googleapis\\.com/${BUCKET}/products/saree/p1/photo-[a-z0-9]+\\.jpg$`));
    const base = img.slice(`https://storage.googleapis.com/${BUCKET}/`.length, -'.jpg'.length);
    expect([...bucket.files.keys()].sort()).toEqual(
      [`${base}.jpg`, `${base}-360w.webp`, `${base}-360w.jpg`, `${base}-720w.webp`, `${base}-720w.jpg`].sort(),
    );
    expect(await size(bucket.files.get(`${base}-360w.jpg`)!.blob)).toEqual({ width: 360, height: 540 });
    expect(await size(bucket.files.get(`${base}.jpg`)!.blob)).toEqual({ width: 720, height: 1080 });
    expect(bucket.files.get(`${base}-720w.webp`)!.contentType).toBe('image/webp');
    expect(storedCount()).toBe(1);
  });

  it('refuses a form the writer refuses before resizing or sending anything', async () => {
    const bucket = memoryBucket();
    const products = memoryProducts();
    const { save, steps } = saver(bucket, products);
    await save({ id: 'p1', isNew: true, form: { ...form, title: 'x'.repeat(201) }, photo: await fixture() });
    expect(steps).toEqual([{ step: 'invalid', problems: [expect.objectContaining({ field: 'title' })] }]);
    expect(bucket.puts()).toBe(0);
    expect(products.stored.size).toBe(0);
  });

  it('stops at a failed upload with no product stored, and a retry sends only the files not stored yet', async () => {
    const bucket = memoryBucket(3);
    const products = memoryProducts();
    const { save, steps } = saver(bucket, products);
    const photo = await fixture();
    await save({ id: 'p1', isNew: true, form, photo });
    expect(steps.at(-1)).toMatchObject({ step: 'uploadFailed', failure: { kind: 'offline' } });
    expect(products.stored.size).toBe(0);
    expect(bucket.files.size).toBe(2);

    steps.length = 0;
    await save({ id: 'p1', isNew: true, form, photo });
    expect(steps.map((s) => s.step)).not.toContain('preparing');
    expect(steps.at(-1)).toEqual({ step: 'saved', id: 'p1' });
    expect(bucket.puts()).toBe(3 + 3);
    expect(bucket.files.size).toBe(5);
    expect(products.stored.get('p1')?.img).toContain('/products/saree/p1/photo-');
  });
});
