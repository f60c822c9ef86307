import { describe, expect, it } from 'vitest';
import { pictureSources, ruleFor, variantUrl, type ImagesConfig, type VariantRule } from '../../../src/domain/image-variants';

const demo: VariantRule = { match: '/demo/img/', url: '{base}-{width}w.{format}', formats: ['avif', 'webp', 'jpg'] };
// Firebase's Resize Images extension on public, token-less Cloud Storage URLs.
const firebase: VariantRule = {
  match: 'https://storage.googleapis.com/my-bucket/products/',
  url: '{base}_{width}x{width}.{format}',
  formats: ['webp', 'jpg'],
};
const images: ImagesConfig = { widths: [720, 360, 1080], variants: [demo, firebase] };

describe('variantUrl', () => {
  it('fills {base}, {width} and {format} (the shape the demo photos are written at)', () => {
    expect(variantUrl('/demo/img/photos/saree-1.jpg', demo, 360, 'webp')).toBe('/demo/img/photos/saree-1-360w.webp');
  });

  it('fills {ext} with the original extension and names Resize Images copies', () => {
    expect(variantUrl('https://storage.googleapis.com/my-bucket/products/a.b.JPEG', firebase, 400, 'jpg')).toBe(
      'https://storage.googleapis.com/my-bucket/products/a.b_400x400.jpg',
    );
    expect(variantUrl('/demo/img/x.png', { ...demo, url: '{base}.{width}.{ext}' }, 720, 'png')).toBe('/demo/img/x.720.png');
  });
});

describe('pictureSources', () => {
  it('gives one <source> per modern format, best first, and the last format as the <img> srcset, widths ascending', () => {
    expect(pictureSources('/demo/img/p/saree-1.jpg', images)).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcSet: '/demo/img/p/saree-1-360w.avif 360w, /demo/img/p/saree-1-720w.avif 720w, /demo/img/p/saree-1-1080w.avif 1080w',
        },
        {
          type: 'image/webp',
          srcSet: '/demo/img/p/saree-1-360w.webp 360w, /demo/img/p/saree-1-720w.webp 720w, /demo/img/p/saree-1-1080w.webp 1080w',
        },
      ],
      srcSet: '/demo/img/p/saree-1-360w.jpg 360w, /demo/img/p/saree-1-720w.jpg 720w, /demo/img/p/saree-1-1080w.jpg 1080w',
      largest: '/demo/img/p/saree-1-1080w.jpg',
    });
  });

  it('uses the first rule whose match begins the URL', () => {
    const sources = pictureSources('https://storage.googleapis.com/my-bucket/products/kurti.jpg', images);
    expect(sources?.sources.map((s) => s.type)).toEqual(['image/webp']);
    expect(sources?.largest).toBe('https://storage.googleapis.com/my-bucket/products/kurti_1080x1080.jpg');
    const first = pictureSources('/demo/img/a.jpg', { widths: [360], variants: [{ ...demo, url: '{base}-first-{width}.{format}' }, demo] });
    expect(first?.srcSet).toBe('/demo/img/a-first-360.jpg 360w');
  });

  it('leaves the original alone where no rule applies: other hosts, SVG drawings, tokened URLs, no images block', () => {
    expect(pictureSources('https://cdn.example/a.jpg', images)).toBeUndefined();
    expect(pictureSources('/demo/img/products/saree-1.svg', images)).toBeUndefined();
    expect(pictureSources('https://storage.googleapis.com/my-bucket/products/a.jpg?alt=media&token=x', images)).toBeUndefined();
    expect(pictureSources('/demo/img/folder/', images)).toBeUndefined();
    expect(pictureSources('/demo/img/a.jpg', undefined)).toBeUndefined();
    expect(ruleFor('/demo/img/a.jpg', { widths: [360], variants: [] })).toBeUndefined();
  });

  it('with a single format has no <source>, only the <img> srcset', () => {
    const sources = pictureSources('/demo/img/a.jpg', { widths: [360], variants: [{ ...demo, formats: ['jpg'] }] });
    expect(sources).toEqual({ sources: [], srcSet: '/demo/img/a-360w.jpg 360w', largest: '/demo/img/a-360w.jpg' });
  });
});
