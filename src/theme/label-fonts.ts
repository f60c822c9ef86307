/**
 * The weight of the language switch's labels (LanguageSwitch): the one weight a label font is cut in, since
 * a face of another weight would be synthesised (or skipped) by the browser.
 */
export const SWITCH_LABEL_WEIGHT = 700;

/**
 * The custom property the switch's links take their family from: set only on a page that shows a label in a
 * script a label font draws, so every other page keeps the theme's font for them.
 */
export const LABEL_FONT_PROPERTY = '--font-language-label';

/**
 * A few glyphs of a script's font, cut at build time for the switch's labels in that script (বাংলা on an
 * English page, whose system may have no Bengali font): its range is exactly the labels' characters.
 */
export interface LabelFont {
  /** Its own family, named by nothing but the switch's links: no other text can ask for it. */
  family: string;
  /** The labels' characters in the script, the only ones the face has and the only ones that load it. */
  text: string;
  unicodeRange: string;
  /** The woff2 file, a hashed asset of the build. */
  url: string;
}

/** The label fonts that some of `labels` need: none on a page whose switch names no language in their scripts. */
export function labelFontsFor(labels: readonly string[], fonts: readonly LabelFont[]): LabelFont[] {
  return fonts.filter((font) => labels.some((label) => [...label].some((ch) => font.text.includes(ch))));
}

/**
 * Each font's face (swap: the label shows at once, in the fallback, until its few hundred bytes arrive) and the
 * switch's family: the fonts before the theme's stack, which draws every character outside their ranges.
 */
export function labelFontsCss(fonts: readonly LabelFont[]): string {
  if (fonts.length === 0) return '';
  const faces = fonts.map(
    (font) =>
      `@font-face { font-family: '${font.family}'; font-style: normal; font-weight: ${SWITCH_LABEL_WEIGHT}; font-display: swap; ` +
      `src: url(${JSON.stringify(font.url)}) format('woff2'); unicode-range: ${font.unicodeRange}; }`,
  );
  const families = fonts.map((font) => `'${font.family}'`).join(', ');
  return [...faces, `:root { ${LABEL_FONT_PROPERTY}: ${families}, var(--font-body, sans-serif); }`].join('\n');
}
