import { describe, expect, it } from 'vitest';
import { photoRuleWarning } from '../../../../scripts/catalogue/photo-rule-warning';
import type { ImagesConfig } from '../../../../src/domain/image-variants';

const rule = (match: string): ImagesConfig['variants'][number] => ({ match, url: '{base}-{width}w.{format}', formats: ['webp', 'jpg'] });
const images = (...matches: string[]): ImagesConfig => ({ widths: [360, 720], variants: matches.map(rule) });

describe("the warning for owner's photos without resized copies", () => {
  it('stays quiet without a bucket, or with a rule for its products/', () => {
    expect(photoRuleWarning(undefined, undefined)).toBeNull();
    expect(
      photoRuleWarning(images('https://storage.googleapis.com/shop.firebasestorage.app/products/'), 'shop.firebasestorage.app'),
    ).toBeNull();
  });

  it("names the match to add when no rule covers the bucket's products/", () => {
    for (const config of [undefined, images('/demo/img/'), images('https://storage.googleapis.com/other-shop.appspot.com/products/')]) {
      const warning = photoRuleWarning(config, 'shop.firebasestorage.app');
      expect(warning).toContain('match: https://storage.googleapis.com/shop.firebasestorage.app/products/');
    }
  });
});
