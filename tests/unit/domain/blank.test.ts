import { describe, expect, it } from 'vitest';
import { BLANK_CLASS_RE2, BLANK_CODE_POINTS, isBlank, trimBlanks } from '../../../src/domain/blank';

describe('blank text', () => {
  it.each(['', ' ', '\u00a0\u00a0', '\u3000', '\u2003', '\u2028', '\ufeff', '\u3164', '\u200b', '\t\n\r'])('%j is blank', (s) => {
    expect(isBlank(s)).toBe(true);
  });
  it.each(['a', ' x ', '\u00a0.', 'রমা', '😀'])('%j is not blank', (s) => {
    expect(isBlank(s)).toBe(false);
  });
  it('trims blanks and fillers at both ends only', () => {
    expect(trimBlanks('\u200b\u00a0 Rina\u3000Das \ufeff')).toBe('Rina\u3000Das');
  });
  it('lists every White_Space code point JavaScript knows, and the fillers', () => {
    const whiteSpace = Array.from({ length: 0x10000 }, (_, c) => c).filter((c) => /^\p{White_Space}$/u.test(String.fromCharCode(c)));
    expect(BLANK_CODE_POINTS).toEqual(expect.arrayContaining(whiteSpace));
    expect(BLANK_CODE_POINTS).toEqual(expect.arrayContaining([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x115f, 0x1160, 0x3164, 0xffa0]));
    expect(BLANK_CLASS_RE2).toMatch(/^\[(\\x\{[0-9A-F]{4}\})+\]$/);
  });
});
