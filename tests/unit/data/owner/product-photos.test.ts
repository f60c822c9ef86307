import { describe, expect, it } from 'vitest';
import { OwnerFailure } from '../../../../src/data/owner/failure';
import { productPhotos, type PhotoStore } from '../../../../src/data/owner/product-photos';

// The upload's own bookkeeping, over a store kept in memory; firebase-photos.test.ts sends through the real SDK.
const jpeg = (path: string) => ({ path, contentType: 'image/jpeg', blob: new Blob(['x'], { type: 'image/jpeg' }) });

function memoryStore(): PhotoStore & { puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    put: (fullPath, file, onSent) => {
      puts.push(fullPath);
      onSent(file.blob.size);
      return Promise.resolve();
    },
    removeAll: () => Promise.resolve(),
    failureOf: (error) => new OwnerFailure('failed', String(error)),
  };
}

describe("the owner's product photos", () => {
  it('load their SDK on first use, and again after a load that failed (offline), without sending anything twice', async () => {
    const store = memoryStore();
    let loads = 0;
    const photos = productPhotos(
      (path) => `https://b.test/${path}`,
      () => (++loads === 1 ? Promise.reject(new Error('chunk not fetched')) : Promise.resolve(store)),
      (error) => new OwnerFailure('offline', String(error)),
    );
    const upload = photos.upload('products/saree/p1', [jpeg('photo.jpg')]);
    expect(await upload.run()).toMatchObject({ kind: 'offline', message: 'Error: chunk not fetched' });
    expect(await upload.run()).toBeNull();
    expect(await upload.run()).toBeNull();
    expect(loads).toBe(2);
    expect(store.puts).toEqual(['products/saree/p1/photo.jpg']);
  });

  it('run one upload at a time: a second run while one is under way joins it', async () => {
    const store = memoryStore();
    const photos = productPhotos(
      (path) => `https://b.test/${path}`,
      () => Promise.resolve(store),
      (error) => new OwnerFailure('failed', String(error)),
    );
    const upload = photos.upload('products/saree/p1', [jpeg('photo.jpg'), jpeg('photo-360w.jpg')]);
    const [first, second] = [upload.run(), upload.run()];
    expect(second).toBe(first);
    expect(await first).toBeNull();
    expect(store.puts).toEqual(['products/saree/p1/photo.jpg', 'products/saree/p1/photo-360w.jpg']);
  });
});
