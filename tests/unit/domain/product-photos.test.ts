import { describe, expect, it } from 'vitest';
import { PHOTO_TYPES, productPhotoFolder, publicPhotoUrl } from '../../../src/domain/product-photos';
import { ruleFor, variantUrl } from '../../../src/domain/image-variants';

describe('product photos in the Storage bucket', () => {
  it("keep a product's files in products/<collection's file slug>/<document id>", () => {
    expect(productPhotoFolder('Ladies Bag', 'aB3xY9')).toBe('products/ladies-bag/aB3xY9');
    expect(productPhotoFolder('Café Noir', 'p-1')).toBe('products/cafe-noir/p-1');
    for (const bad of ['', '.', '..', 'a/b']) expect(() => productPhotoFolder('Saree', bad), bad).toThrow(`not a product id: "${bad}"`);
  });

  it('are read at a public URL without a token, from which a variants rule names the copies', () => {
    const url = publicPhotoUrl('shop-1.firebasestorage.app', 'products/ladies-bag/aB3xY9/photo.jpg');
    expect(url).toBe('https://storage.googleapis.com/shop-1.firebasestorage.app/products/ladies-bag/aB3xY9/photo.jpg');
    const images = {
      widths: [360],
      variants: [
        {
          match: 'https://storage.googleapis.com/shop-1.firebasestorage.app/products/',
          url: '{base}-{width}w.{format}',
          formats: ['webp' as const],
        },
      ],
    };
    expect(variantUrl(url, ruleFor(url, images)!, 360, 'webp')).toBe(
      'https://storage.googleapis.com/shop-1.firebasestorage.app/products/ladies-bag/aB3xY9/photo-360w.webp',
    );
    // A name with a space or a '#' stays one path segment.
    expect(publicPhotoUrl('b', 'products/saree/x y#1/photo.jpg')).toBe(
      'https://storage.googleapis.com/b/products/saree/x%20y%231/photo.jpg',
    );
  });

  it('are raster images in the formats a variants rule may name, never SVG', () => {
    expect(PHOTO_TYPES).toEqual(['image/avif', 'image/webp', 'image/jpeg', 'image/png']);
  });
});
