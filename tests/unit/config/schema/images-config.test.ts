import { describe, expect, it } from 'vitest';
import { mutate, positionOf, problems, specCatalogue } from '../../../support/catalogue';
import { minimalCatalogue } from '../../../support/minimal-catalogue';

const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};
const IMAGES = `
  widths: [360, 720, 1080]
  variants:
    - match: /demo/img/
      url: "{base}-{width}w.{format}"
      formats: [avif, webp, jpg]`;
const URL_LINE = 'url: "{base}-{width}w.{format}"';
// A small shop with the specification's rule; each test breaks one line of it.
const SHOP = minimalCatalogue({ images: IMAGES });
const edit = (find: string, replace: string) => mutate(SHOP, find, replace);

describe('images: (resized copies of the photos)', () => {
  it('is set in the specification with the demo photos rule', () => {
    expect(specCatalogue().images).toEqual({
      widths: [360, 720, 1080],
      variants: [{ match: '/demo/img/', url: '{base}-{width}w.{format}', formats: ['avif', 'webp', 'jpg'] }],
    });
    expect(problems(SHOP)).toEqual([]);
  });

  it('is optional: without it no picture has variants', () => {
    expect(problems(minimalCatalogue({ images: null }))).toEqual([]);
  });

  it('rejects an unknown placeholder in a URL rule, suggesting the intended one, at its line', () => {
    const bad = edit(URL_LINE, 'url: "{base}-{widht}w.{format}"');
    expect(problems(bad)).toEqual([
      `images.variants[0].url ${at(bad, '"{base}-{widht}')}: unknown placeholder {widht} (did you mean {width}?); use {base}, {ext}, {width}, {format}`,
      `images.variants[0].url ${at(bad, '"{base}-{widht}')}: "{base}-{widht}w.{format}" has no {width}: every width would be the same file`,
    ]);
  });

  it('rejects a rule whose URL names no {format} while it lists several formats', () => {
    const bad = edit(URL_LINE, 'url: "{base}-{width}w.jpg"');
    expect(problems(bad)).toEqual([
      `images.variants[0].url ${at(bad, '"{base}-{width}w.jpg"')}: "{base}-{width}w.jpg" has no {format}: the 3 formats would be the same file`,
    ]);
  });

  it('rejects an unknown image format and a width out of range, at their lines', () => {
    const bad = mutate(edit('formats: [avif, webp, jpg]', 'formats: [avif, webp, gif]'), 'widths: [360, 720, 1080]', 'widths: [360, 0]');
    expect(problems(bad)).toEqual([
      `images.widths[1] ${at(bad, '0]', 'widths: [360, ')}: expected a whole number >= 16, got 0`,
      `images.variants[0].formats[2] ${at(bad, 'gif')}: expected an image format: avif, webp, jpg, jpeg, png, got "gif"`,
    ]);
  });

  it('rejects a match that is neither site-relative nor https', () => {
    const bad = edit('match: /demo/img/', 'match: http://cdn.example/');
    const [problem, ...rest] = problems(bad);
    expect(rest).toEqual([]);
    expect(problem?.startsWith(`images.variants[0].match ${at(bad, 'http://')}: expected a site-relative path`), problem).toBe(true);
  });
});
