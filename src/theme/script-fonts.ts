/** One weight of a script's web font, as a woff2 file the build serves. */
export interface ScriptFace {
  weight: 400 | 700;
  url: string;
}

/** A web font for the languages of one script, drawn only in their text. */
export interface ScriptFont {
  /** The BCP-47 primary language subtag whose text the font draws: `bn` for bn-IN and bn-BD. */
  language: string;
  /**
   * The family the face is declared under. Not the font's own name: a theme's stack may list that name
   * for a visitor's installed copy (the shipped one lists 'Noto Sans Bengali'), and a face under it would
   * be fetched for any character of its range in English text too, ₹ included.
   */
  family: string;
  /** The subset's characters: the browser fetches a face only for text that has one of them. */
  unicodeRange: string;
  faces: readonly ScriptFace[];
}

/** The primary language subtag of a BCP-47 tag, lower-cased: `bn` for `bn-IN`. */
export const primaryLanguage = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The fonts that draw some of `langs`' text; none for a page whose languages the system's fonts draw. */
export function scriptFontsFor(langs: readonly string[], fonts: readonly ScriptFont[]): ScriptFont[] {
  const wanted = new Set(langs.map(primaryLanguage));
  return fonts.filter((font) => wanted.has(font.language));
}

const faceCss = (font: ScriptFont, face: ScriptFace) =>
  `@font-face { font-family: '${font.family}'; font-style: normal; font-weight: ${face.weight}; font-display: swap; ` +
  `src: url(${JSON.stringify(face.url)}) format('woff2'); unicode-range: ${font.unicodeRange}; }`;

/**
 * The faces of the fonts that `langs` need, and for each one a `:lang()` rule putting its family before
 * the theme's stack (`--font-body`) in its language's elements only: text in another language never names
 * it, so an English page never downloads it even for a ₹ in its range. Latin letters in Bengali text are
 * outside the range and keep the theme's font. Empty when none of `langs` needs a font.
 * Without `faces`, the rules only: the family is not declared yet, so the text is drawn with the next font
 * of the stack (the phone's own) and nothing is fetched.
 */
export function scriptFontsCss(langs: readonly string[], fonts: readonly ScriptFont[], faces = true): string {
  return scriptFontsFor(langs, fonts)
    .flatMap((font) => [
      ...(faces ? font.faces.map((face) => faceCss(font, face)) : []),
      // An undefined variable would void the whole declaration, and the family with it (outside the site's providers).
      `:lang(${font.language}) { font-family: '${font.family}', var(--font-body, sans-serif); }`,
    ])
    .join('\n');
}
