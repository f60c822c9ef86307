import { describe, expect, it } from 'vitest';
import { checkContrast } from '../../../src/build-time/contrast';
import { contrastRatio, relativeLuminance } from '../../../src/theme/colour';
import { SPEC, catalogueFrom, mutate, positionOf, problems, specCatalogue } from '../../support/catalogue';
import { minimalCatalogue } from '../../support/minimal-catalogue';

const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};
const THEME = 'theme:\n';
// A small shop with the specification's theme written out: each test below breaks a colour of it.
const SHOP = minimalCatalogue({
  theme: `
  brand: "#7a1f3d"
  accent: "#b7791f"
  text: "#1f1a17"
  background: "#fffaf5"
  surface: "#ffffff"
  link: "#7a1f3d"
  onBrand: "#ffffff"
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif"
  radius: 10px
  brandDark: "#5a132b"
  muted: "#5c5350"
  border: "#e7d9cf"
  skeleton: "#f1e8e1"
  skeletonShine: "#f8f1ec"
  footer: { background: "#2a1f1c", text: "#f4ece6", link: "#ffd9a8" }`,
});

describe('contrast (WCAG 2.x)', () => {
  it('measures relative luminance and the contrast ratio', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#7a1f3d', '#7a1f3d')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.478, 3);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5); // the well-known lightest grey that passes on white
  });

  it("passes the specification's theme, every checked pair included", () => {
    expect(checkContrast(specCatalogue().theme)).toEqual([]);
    expect(problems(SPEC)).toEqual([]);
    expect(problems(SHOP)).toEqual([]);
    expect(catalogueFrom(SHOP).theme).toEqual(specCatalogue().theme);
  });
});

describe('check-config on the theme', () => {
  it('rejects text below 4.5:1 on the background and on surfaces, naming both keys, colours and the ratio', () => {
    let bad = mutate(SHOP, 'text: "#1f1a17"', 'text: "#777777"');
    bad = mutate(bad, 'background: "#fffaf5"', 'background: "#ffffff"');
    expect(problems(bad)).toEqual([
      `theme.text ${at(bad, '"#777777"')}: theme.text "#777777" on theme.background "#ffffff" has contrast 4.48:1; at least 4.5:1 is needed`,
      `theme.text ${at(bad, '"#777777"')}: theme.text "#777777" on theme.surface "#ffffff" has contrast 4.48:1; at least 4.5:1 is needed`,
    ]);
  });

  it('rejects button text on the brand colour and a pale link, every failing pair at once', () => {
    let bad = mutate(SHOP, 'onBrand: "#ffffff"', 'onBrand: "#9a4f6d"');
    bad = mutate(bad, 'link: "#7a1f3d"', 'link: "#e0a0b0"');
    const link = at(bad, '"#e0a0b0"');
    const onBrand = at(bad, '"#9a4f6d"');
    expect(problems(bad)).toEqual([
      `theme.link ${link}: theme.link "#e0a0b0" on theme.background "#fffaf5" has contrast 2.06:1; at least 4.5:1 is needed`,
      `theme.onBrand ${onBrand}: theme.onBrand "#9a4f6d" on theme.brand "#7a1f3d" has contrast 1.78:1; at least 4.5:1 is needed`,
      `theme.link ${link}: theme.link "#e0a0b0" on theme.surface "#ffffff" has contrast 2.14:1; at least 4.5:1 is needed`,
      `theme.onBrand ${onBrand}: theme.onBrand "#9a4f6d" on theme.brandDark "#5a132b" has contrast 2.38:1; at least 4.5:1 is needed`,
      // onChat follows onBrand when left out; chat has a default, so the line is the theme block's.
      `theme.chat ${at(bad, 'brand:', THEME)}: theme.onChat "#9a4f6d" on theme.chat "#0f7a41" has contrast 1.05:1; at least 4.5:1 is needed (theme.onChat is derived when left out; set it to choose)`,
    ]);
  });

  it('says when a failing colour was derived, and points at the colour that was written', () => {
    const bad = mutate(mutate(SHOP, '  muted: "#5c5350"\n', ''), 'text: "#1f1a17"', 'text: "#6a6a6a"');
    const out = problems(bad);
    expect(out).toContainEqual(
      expect.stringMatching(
        /^theme\.background \(line \d+, col \d+\): theme\.muted "#[0-9a-f]{6}" on theme\.background "#fffaf5" has contrast \d\.\d\d:1; at least 4\.5:1 is needed \(theme\.muted is derived when left out; set it to choose\)$/,
      ),
    );
  });

  it('accepts only "#rrggbb" colours, a plain font stack and a CSS length', () => {
    let bad = mutate(SHOP, 'brand: "#7a1f3d"', 'brand: red');
    bad = mutate(bad, 'radius: 10px', 'radius: round');
    bad = mutate(bad, `font: "system-ui,`, `font: "x; } body { display: none } system-ui,`);
    expect(problems(bad)).toEqual([
      `theme.brand ${at(bad, 'red')}: expected a colour like "#7a1f3d", got "red"`,
      expect.stringMatching(/^theme\.font \(line \d+, col \d+\): expected a font stack like "system-ui, sans-serif"/),
      `theme.radius ${at(bad, 'round', 'radius:')}: expected a length like "10px" or "0.5rem", got "round"`,
    ]);
  });

  it('no longer knows site.themeColor: the theme-color meta comes from theme.brand', () => {
    const bad = mutate(SHOP, 'for tests.\n', 'for tests.\n  themeColor: "#7a1f3d"\n');
    expect(problems(bad)).toEqual([`site.themeColor ${at(bad, 'themeColor')}: unknown key "themeColor"`]);
  });
});
