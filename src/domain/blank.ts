/**
 * What "blank" means for a visitor's text, in the form, in `check-data` and in firestore.rules alike:
 * only Unicode White_Space and the invisible fillers that look like nothing on screen. JavaScript's
 * `trim()` misses the fillers, and the rules' `trim()` stops at U+0020, so both use this list.
 */
const WHITE_SPACE: readonly (number | readonly [number, number])[] = [
  [0x09, 0x0d],
  0x20,
  0x85,
  0xa0,
  0x1680,
  [0x2000, 0x200a],
  0x2028,
  0x2029,
  0x202f,
  0x205f,
  0x3000,
];
const INVISIBLE_FILLERS: readonly (number | readonly [number, number])[] = [
  [0x200b, 0x200d],
  0x2060,
  0xfeff,
  0x115f,
  0x1160,
  0x3164,
  0xffa0,
];

/** Every blank code point, in order. */
export const BLANK_CODE_POINTS: readonly number[] = [...WHITE_SPACE, ...INVISIBLE_FILLERS]
  .flatMap((c) => (typeof c === 'number' ? [c] : Array.from({ length: c[1] - c[0] + 1 }, (_, i) => c[0] + i)))
  .sort((a, b) => a - b);

const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');

/** A character class of the blanks in RE2 syntax (firestore.rules' `matches()`): `[\x{0009}…]`. */
export const BLANK_CLASS_RE2 = `[${BLANK_CODE_POINTS.map((c) => `\\x{${hex(c)}}`).join('')}]`;

const BLANK_CLASS_JS = `[${BLANK_CODE_POINTS.map((c) => `\\u{${hex(c)}}`).join('')}]`;
const ONLY_BLANKS = new RegExp(`^${BLANK_CLASS_JS}*$`, 'u');
const EDGE_BLANKS = new RegExp(`^${BLANK_CLASS_JS}+|${BLANK_CLASS_JS}+$`, 'gu');

/** True when the text shows nothing: empty, or only blanks. */
export function isBlank(value: string): boolean {
  return ONLY_BLANKS.test(value);
}

/** The text without blanks at either end (the form's `trim()`, fillers included). */
export function trimBlanks(value: string): string {
  return value.replace(EDGE_BLANKS, '');
}
