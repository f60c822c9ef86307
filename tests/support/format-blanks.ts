/**
 * Format and invisible characters that show nothing, each once: the ones an outside review found the
 * form and the rules took as a whole name or city (issue 29). Every suite that checks blanks tests each.
 */
export const FORMAT_BLANKS = [
  '\u2800',
  '\u00ad',
  '\u180e',
  '\u034f',
  '\u200e',
  '\u200f',
  '\u202e',
  '\u2061',
  '\u2063',
  '\ufe0f',
  '\u{e0020}',
  '\u{1d173}',
  '\u061c',
];

/** `U+XXXX` for a one-character text, for test names. */
export const codePointName = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
