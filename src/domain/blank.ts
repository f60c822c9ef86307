/**
 * What "blank" means for a visitor's text, in the form, in `check-data` and in firestore.rules alike:
 * everything that shows nothing on screen. JavaScript's `trim()` misses most of it, and the rules' `trim()`
 * stops at U+0020, so all three use this list.
 */
type Range = number | readonly [number, number];

const WHITE_SPACE: readonly Range[] = [[0x09, 0x0d], 0x20, 0x85, 0xa0, 0x1680, [0x2000, 0x200a], 0x2028, 0x2029, 0x202f, 0x205f, 0x3000];

/**
 * Unicode's format characters (category Cf: soft hyphen, direction marks and overrides, invisible
 * operators, interlinear annotation, musical beams, tags) and default-ignorables (fillers, variation
 * selectors, the grapheme joiner), as of Unicode 17. Left out: the prepended concatenation marks
 * (U+0600–U+0605, U+06DD, U+070F, U+0890–U+0891, U+08E2, U+110BD, U+110CD), which are Cf but draw a sign.
 */
const FORMAT_AND_IGNORABLE: readonly Range[] = [
  0xad,
  0x34f,
  0x61c,
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  0x3164,
  [0xfe00, 0xfe0f],
  0xfeff,
  0xffa0,
  [0xfff0, 0xfffb],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

/** Not a format character, but drawn as an empty cell: a favourite of "blank name" tricks. */
const BRAILLE_BLANK = 0x2800;

/**
 * Blanks that change the character before them (variation selectors, the grapheme joiner, Mongolian
 * selectors, emoji tags): a text made only of them is blank, but at the end of "❤️" or a flag they belong
 * to the emoji, so trimming keeps them.
 */
const ATTACHED: readonly Range[] = [0x34f, [0x180b, 0x180d], 0x180f, [0xfe00, 0xfe0f], [0xe0020, 0xe007f], [0xe0100, 0xe01ef]];

const expand = (ranges: readonly Range[]) =>
  ranges.flatMap((c) => (typeof c === 'number' ? [c] : Array.from({ length: c[1] - c[0] + 1 }, (_, i) => c[0] + i)));

/** Every blank code point, in order. */
export const BLANK_CODE_POINTS: readonly number[] = [...new Set(expand([...WHITE_SPACE, ...FORMAT_AND_IGNORABLE, BRAILLE_BLANK]))].sort(
  (a, b) => a - b,
);

const attached = new Set(expand(ATTACHED));
const TRIMMED_CODE_POINTS = BLANK_CODE_POINTS.filter((c) => !attached.has(c));

const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');

/** Consecutive code points as [first, last] runs, so the 4,096 tags and ignorables stay a short class. */
function runs(points: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const c of points) {
    const last = out.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else out.push([c, c]);
  }
  return out;
}

const charClass = (points: readonly number[], escape: (c: number) => string) =>
  `[${runs(points)
    .map(([a, b]) => (a === b ? escape(a) : `${escape(a)}-${escape(b)}`))
    .join('')}]`;

/** A character class of the blanks in RE2 syntax (firestore.rules' `matches()`): `[\x{0009}-\x{000D}…]`. */
export const BLANK_CLASS_RE2 = charClass(BLANK_CODE_POINTS, (c) => `\\x{${hex(c)}}`);

const jsClass = (points: readonly number[]) => charClass(points, (c) => `\\u{${hex(c)}}`);
const ONLY_BLANKS = new RegExp(`^${jsClass(BLANK_CODE_POINTS)}*$`, 'u');
const EDGE_BLANKS = new RegExp(`^${jsClass(BLANK_CODE_POINTS)}+|${jsClass(TRIMMED_CODE_POINTS)}+$`, 'gu');

/** True when the text shows nothing: empty, or only blanks. */
export function isBlank(value: string): boolean {
  return ONLY_BLANKS.test(value);
}

/** The text without blanks at either end (the form's `trim()`, fillers included; an emoji keeps its selectors). */
export function trimBlanks(value: string): string {
  return value.replace(EDGE_BLANKS, '');
}
