import { describe, expect, it } from 'vitest';
import { DEMO_PHOTO_ROOT } from '../../../src/domain/demo-photo-root';
import { demoPhotoPath, demoPhotoUrl } from '../../../src/domain/demo-photos';
import { isSafeUrl } from '../../../src/domain/safe-url';

describe("the demo photos' addresses", () => {
  it('are site-relative under one root, pass the safe-URL check and give their stored path back', () => {
    const url = demoPhotoUrl('products/ladies-bag/Abc123/photo.jpg');
    expect(url).toBe('/demo-photos/products/ladies-bag/Abc123/photo.jpg');
    expect(isSafeUrl(url)).toBe(true);
    expect(demoPhotoPath(url)).toBe('products/ladies-bag/Abc123/photo.jpg');
    expect(demoPhotoPath(demoPhotoUrl('products/café noir/a b/photo.jpg'))).toBe('products/café noir/a b/photo.jpg');
  });

  it('own no other address, and no path that climbs out or cannot be decoded', () => {
    for (const src of ['/demo/img/a.jpg', 'https://x.example/demo-photos/a.jpg', '/demo-photo/a.jpg'])
      expect(demoPhotoPath(src)).toBeUndefined();
    for (const rest of ['../a.jpg', 'a//b.jpg', 'a/%2E%2E/b.jpg', '%E0%A4.jpg', ''])
      expect(demoPhotoPath(DEMO_PHOTO_ROOT + rest)).toBeUndefined();
  });
});
