import { describe, expect, it } from 'vitest';
import { BLANK_CLASS_RE2, BLANK_CODE_POINTS, isBlank, trimBlanks } from '../../../src/domain/blank';
import { FORMAT_BLANKS, codePointName } from '../../support/format-blanks';

// Cf characters that draw a sign over the digits after them: not blank (src/domain/blank.ts).
const PREPENDED_MARKS = [0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6dd, 0x70f, 0x890, 0x891, 0x8e2, 0x110bd, 0x110cd];

describe('blank text', () => {
  it.each(['', ' ', '\u00a0\u00a0', '\u3000', '\u2003', '\u2028', '\ufeff', '\u3164', '\u200b', '\t\n\r'])('%j is blank', (s) => {
    expect(isBlank(s)).toBe(true);
  });
  it.each(FORMAT_BLANKS.map((c) => [codePointName(c), c]))('%s alone, or three times, is blank', (_, c) => {
    expect(isBlank(c)).toBe(true);
    expect(isBlank(c.repeat(3))).toBe(true);
    expect(trimBlanks(` ${c}Rina${c} `.trim())).toBe(`Rina${'\ufe0f\u034f\u{e0020}'.includes(c) ? c : ''}`);
  });
  it.each(['a', ' x ', '\u00a0.', 'রমা', '😀', '\u0600'])('%j is not blank', (s) => {
    expect(isBlank(s)).toBe(false);
  });
  it('trims blanks and fillers at both ends only', () => {
    expect(trimBlanks('\u200b\u00a0 Rina\u3000Das \ufeff')).toBe('Rina\u3000Das');
  });
  it("keeps an emoji's own selectors and tags at the end", () => {
    expect(trimBlanks('Thanks ❤️ ')).toBe('Thanks ❤️');
    const scotland = '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    expect(trimBlanks(`\u200eGlasgow ${scotland}\u200f`)).toBe(`Glasgow ${scotland}`);
  });
  it('lists every White_Space, format (Cf) and default-ignorable code point JavaScript knows, but the prepended marks', () => {
    const all = Array.from({ length: 0x110000 }, (_, c) => c);
    const known = all.filter(
      (c) => /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u.test(String.fromCodePoint(c)) && !PREPENDED_MARKS.includes(c),
    );
    expect(BLANK_CODE_POINTS).toEqual(expect.arrayContaining(known));
    expect(BLANK_CODE_POINTS).toEqual(expect.arrayContaining([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x115f, 0x1160, 0x3164, 0xffa0]));
    expect(BLANK_CODE_POINTS).not.toEqual(expect.arrayContaining([PREPENDED_MARKS[0]]));
    expect(BLANK_CLASS_RE2).toMatch(/^\[(\\x\{[0-9A-F]{4,5}\}(-\\x\{[0-9A-F]{4,5}\})?)+\]$/);
  });
});
