import { describe, expect, it } from 'vitest';
import { bengaliFont } from '../../../src/theme/bengali-font';
import { primaryLanguage, scriptFontsCss, scriptFontsFor, type ScriptFont } from '../../../src/theme/script-fonts';
import { SPEC } from '../../support/catalogue';

const other: ScriptFont = {
  language: 'ta',
  family: 'Tamil Web',
  unicodeRange: 'U+0B80-0BFF',
  faces: [{ weight: 400, url: '/assets/ta.woff2' }],
};

describe('the web fonts of a page’s languages', () => {
  it('reads a tag’s primary language, whatever its region or case', () => {
    expect(['bn', 'bn-IN', 'BN-bd', 'bn-Beng-IN'].map(primaryLanguage)).toEqual(['bn', 'bn', 'bn', 'bn']);
    expect(primaryLanguage('bho-IN')).toBe('bho');
  });

  it('writes nothing for a page in languages without one', () => {
    expect(scriptFontsCss(['en-IN'], [bengaliFont, other])).toBe('');
    expect(scriptFontsCss([], [bengaliFont])).toBe('');
    expect(scriptFontsCss(['bho-IN'], [bengaliFont])).toBe('');
  });

  it('declares Bengali regular and bold as swapped woff2 over the subset’s range, ₹ included, and names it under :lang(bn) only', () => {
    const css = scriptFontsCss(['en-IN', 'bn-IN'], [bengaliFont, other]);
    expect(scriptFontsFor(['en-IN', 'bn-IN'], [bengaliFont, other])).toEqual([bengaliFont]);
    const faces = css.split('\n').filter((line) => line.startsWith('@font-face'));
    expect(faces).toHaveLength(2);
    faces.forEach((face, i) => {
      expect(face).toContain(
        `font-family: 'Noto Sans Bengali Web'; font-style: normal; font-weight: ${[400, 700][i]}; font-display: swap;`,
      );
      expect(face).toMatch(/src: url\("[^"]+noto-sans-bengali-bengali-[47]00-normal[^"]*\.woff2"\) format\('woff2'\);/);
      expect(face).toContain('unicode-range: U+0951-0952,U+0964-0965,U+0980-09FE,');
      expect(face).toContain(',U+20B9,');
    });
    // The family is named in one rule, for Bengali elements, before the theme's stack.
    expect(css.split('\n').filter((line) => !line.startsWith('@font-face'))).toEqual([
      ":lang(bn) { font-family: 'Noto Sans Bengali Web', var(--font-body, sans-serif); }",
    ]);
  });

  it('declares a family no theme names, so a stack listing the installed Noto Sans Bengali never reaches the web font', () => {
    expect(SPEC).toContain("'Noto Sans Bengali'");
    expect(SPEC).not.toContain(bengaliFont.family);
  });
});
