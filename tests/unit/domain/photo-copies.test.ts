import { describe, expect, it } from 'vitest';
import { pictureSources, type ImagesConfig, type VariantRule } from '../../../src/domain/image-variants';
import { photoPlan, UNRESIZED_WIDTH } from '../../../src/domain/photo-copies';

const PHOTO = 'https://storage.googleapis.com/shop-bucket/products/saree/abc123/photo.jpg';
const demo: VariantRule = { match: '/demo/img/', url: '{base}-{width}w.{format}', formats: ['avif', 'webp', 'jpg'] };
const storage: VariantRule = {
  match: 'https://storage.googleapis.com/shop-bucket/products/',
  url: '{base}_{width}x9999.{format}',
  formats: ['webp', 'jpg'],
};
const images: ImagesConfig = { widths: [720, 360, 1080], variants: [demo, storage] };

describe('photoPlan', () => {
  it("names the matching rule's widths × formats at its URLs, after the original at the widest width in its own format", () => {
    const base = 'https://storage.googleapis.com/shop-bucket/products/saree/abc123/photo';
    expect(photoPlan(PHOTO, images)).toEqual({
      ruleIndex: 1,
      files: [
        { url: PHOTO, width: 1080, format: 'jpg', type: 'image/jpeg', role: 'original' },
        { url: `${base}_360x9999.webp`, width: 360, format: 'webp', type: 'image/webp', role: 'copy' },
        { url: `${base}_360x9999.jpg`, width: 360, format: 'jpg', type: 'image/jpeg', role: 'copy' },
        { url: `${base}_720x9999.webp`, width: 720, format: 'webp', type: 'image/webp', role: 'copy' },
        { url: `${base}_720x9999.jpg`, width: 720, format: 'jpg', type: 'image/jpeg', role: 'copy' },
        { url: `${base}_1080x9999.webp`, width: 1080, format: 'webp', type: 'image/webp', role: 'copy' },
        { url: `${base}_1080x9999.jpg`, width: 1080, format: 'jpg', type: 'image/jpeg', role: 'copy' },
      ],
    });
  });

  it("writes every candidate the build puts in that photo's srcset, at its width, and nothing else", () => {
    for (const url of [PHOTO, '/demo/img/p/new.png']) {
      const sources = pictureSources(url, images)!;
      const asked = [...sources.sources.map((s) => s.srcSet), sources.srcSet].flatMap((set) => set.split(', '));
      const written = photoPlan(url, images).files.filter((f) => f.role === 'copy');
      expect(written.map((f) => `${f.url} ${f.width}w`).sort()).toEqual(asked.sort());
    }
  });

  it('keeps the original in the format its name says (a .png stays PNG under a jpg fallback)', () => {
    expect(photoPlan('/demo/img/p/new.PNG', images).files[0]).toEqual({
      url: '/demo/img/p/new.PNG',
      width: 1080,
      format: 'png',
      type: 'image/png',
      role: 'original',
    });
  });

  it('writes only the original, at a laptop-screen width, when no rule matches or there is no images block', () => {
    const other = 'https://example.com/shop/photo.webp';
    const only = { url: other, width: UNRESIZED_WIDTH, format: 'webp', type: 'image/webp', role: 'original' };
    expect(photoPlan(other, images)).toEqual({ files: [only] });
    expect(photoPlan(other, undefined)).toEqual({ files: [only] });
    expect(UNRESIZED_WIDTH).toBe(1600);
  });

  it('refuses a name in no image format: the uploader chose it, so it is a mistake in the code', () => {
    expect(() => photoPlan('https://storage.googleapis.com/shop-bucket/products/a/photo.heic', images)).toThrow(
      "a photo's URL ends in one of .avif, .webp, .jpg, .jpeg, .png: https://storage.googleapis.com/shop-bucket/products/a/photo.heic",
    );
  });
});
