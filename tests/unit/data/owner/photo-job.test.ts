import { describe, expect, it } from 'vitest';
import { photoJob } from '../../../../src/data/owner/photo-job';
import type { ProductPhotos } from '../../../../src/data/owner/product-photos';
import { publicPhotoUrl } from '../../../../src/domain/product-photos';

const bucket = 'shop.firebasestorage.app';
const photos: Pick<ProductPhotos, 'url'> = { url: (folder, path) => publicPhotoUrl(bucket, `${folder}/${path}`) };
const images = {
  widths: [720, 360],
  variants: [{ match: `https://storage.googleapis.com/${bucket}/products/`, url: '{base}-{width}w.{format}', formats: ['webp', 'jpg'] }],
} as const;

describe("a photo's job", () => {
  it("names each file of the rule's plan inside the product's folder, under a name of its own", () => {
    const job = photoJob(photos as ProductPhotos, 'products/saree/p1', structuredClone(images) as never, 36 ** 3);
    expect(job.img).toBe(`https://storage.googleapis.com/${bucket}/products/saree/p1/photo-1000.jpg`);
    expect(job.paths).toEqual([
      'photo-1000.jpg',
      'photo-1000-360w.webp',
      'photo-1000-360w.jpg',
      'photo-1000-720w.webp',
      'photo-1000-720w.jpg',
    ]);
    expect(job.plan.files.map((f) => f.url)).toEqual(
      job.paths.map((p) => `https://storage.googleapis.com/${bucket}/products/saree/p1/${p}`),
    );
  });

  it('gives a later photo of the same product another name', () => {
    const first = photoJob(photos as ProductPhotos, 'products/saree/p1', undefined, 1);
    const second = photoJob(photos as ProductPhotos, 'products/saree/p1', undefined, 2);
    expect(first.paths).toEqual(['photo-1.jpg']);
    expect(second.img).not.toBe(first.img);
  });
});
