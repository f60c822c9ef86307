import { describe, expect, it } from 'vitest';
import { mutate, positionOf, problems, shippedCatalogue, SHIPPED } from '../../support/catalogue';

const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};
const URL_LINE = 'url: "{base}-{width}w.{format}"';

describe('images: (resized copies of the photos)', () => {
  it('is set in the shipped file with the demo photos rule', () => {
    expect(shippedCatalogue().images).toEqual({
      widths: [360, 720, 1080],
      variants: [{ match: '/demo/img/', url: '{base}-{width}w.{format}', formats: ['avif', 'webp', 'jpg'] }],
    });
  });

  it('is optional: without it no picture has variants', () => {
    const without = mutate(SHIPPED, 'images:\n  widths: [360, 720, 1080]\n  variants:\n    - match: /demo/img/\n      url: "{base}-{width}w.{format}"\n      formats: [avif, webp, jpg]\n', '');
    expect(problems(without)).toEqual([]);
  });

  it('rejects an unknown placeholder in a URL rule, suggesting the intended one, at its line', () => {
    const bad = mutate(SHIPPED, URL_LINE, 'url: "{base}-{widht}w.{format}"');
    expect(problems(bad)).toEqual([
      `images.variants[0].url ${at(bad, '"{base}-{widht}')}: unknown placeholder {widht} (did you mean {width}?); use {base}, {ext}, {width}, {format}`,
      expect.stringMatching(/^images\.variants\[0\]\.url .*has no \{width\}: every width would be the same file$/),
    ]);
  });

  it('rejects a rule whose URL names no {format} while it lists several formats', () => {
    const bad = mutate(SHIPPED, URL_LINE, 'url: "{base}-{width}w.jpg"');
    expect(problems(bad)).toEqual([expect.stringMatching(/^images\.variants\[0\]\.url \(line \d+, col \d+\): .*has no \{format\}: the 3 formats would be the same file$/)]);
  });

  it('rejects an unknown image format and a width out of range, at their lines', () => {
    const bad = mutate(mutate(SHIPPED, 'formats: [avif, webp, jpg]', 'formats: [avif, webp, gif]'), 'widths: [360, 720, 1080]', 'widths: [360, 0]');
    expect(problems(bad)).toEqual([
      `images.widths[1] ${at(bad, '0]', 'widths: [360, ')}: expected a whole number >= 16, got 0`,
      `images.variants[0].formats[2] ${at(bad, 'gif')}: expected an image format: avif, webp, jpg, jpeg, png, got "gif"`,
    ]);
  });

  it('rejects a match that is neither site-relative nor https', () => {
    const bad = mutate(SHIPPED, 'match: /demo/img/', 'match: http://cdn.example/');
    expect(problems(bad)).toEqual([expect.stringMatching(/^images\.variants\[0\]\.match \(line \d+, col \d+\): expected a site-relative path/)]);
  });
});
