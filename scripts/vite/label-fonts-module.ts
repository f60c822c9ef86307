import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';

/** Fonts for the language switch's labels in scripts a visitor's system may lack: see labelFontsModule. */
export const LABEL_FONTS_ID = 'virtual:catalogue-label-fonts';

type Range = readonly [first: number, last: number];

/** A script the engine cuts label fonts for: the characters that call for it, and the font they are cut from. */
export interface LabelScript {
  /** Its name in the family ('Catalogue Label Bengali') and the file. */
  name: string;
  /** A label with one of these needs the font. */
  letters: readonly Range[];
  /** The woff2 (or TrueType) file to cut the labels' glyphs from, at the switch's weight (SWITCH_LABEL_WEIGHT). */
  source: string;
}

// From the working directory, like the plugin's other files: under jsdom import.meta.url is no file: URL.
const STYLE_MODULE = resolve('src/theme/LabelFontStyle.tsx');
export const LABEL_SCRIPTS: readonly LabelScript[] = [
  {
    name: 'Bengali',
    letters: [[0x0980, 0x09ff]],
    source: resolve('node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2'),
  },
];

// Zero-width non-joiner and joiner: they choose between a conjunct and its letters (র‍্য), so a label's own are kept.
const JOINERS: Range = [0x200c, 0x200d];
const within = (cp: number, ranges: readonly Range[]) => ranges.some(([first, last]) => cp >= first && cp <= last);

/**
 * The characters of `labels` that `script`'s font must draw, each once, in code point order: the script's letters
 * and the joiners among them, from the labels that have one of its letters. A label in another script adds none.
 */
export function labelCharacters(labels: readonly string[], script: Pick<LabelScript, 'letters'>): string {
  const chosen = new Set<number>();
  for (const label of labels) {
    const points = [...label].map((ch) => ch.codePointAt(0)!);
    if (!points.some((cp) => within(cp, script.letters))) continue;
    for (const cp of points) if (within(cp, script.letters) || within(cp, [JOINERS])) chosen.add(cp);
  }
  return String.fromCodePoint(...[...chosen].sort((a, b) => a - b));
}

/** The CSS unicode-range of exactly `text`'s characters: `U+0982, U+09AC`. */
export const unicodeRangeOf = (text: string) =>
  [...text].map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');

// Content-addressed, so builds at once (client and pre-render, two worktrees) write the same bytes or nothing.
const CACHE = resolve('node_modules/.cache/label-fonts');

/**
 * `text`'s glyphs of `script`'s font, with the shaping (GSUB, GPOS) their conjuncts and vowel signs need, as a
 * woff2 file the build imports: harfbuzz's subsetter, so the same labels give the same bytes and asset hash.
 */
async function labelFontFile(script: LabelScript, text: string): Promise<string> {
  const woff2 = await subsetFont(await readFile(script.source), text, { targetFormat: 'woff2' });
  const folder = join(CACHE, createHash('sha256').update(woff2).digest('hex').slice(0, 16));
  const file = join(folder, `label-${script.name.toLowerCase()}.woff2`);
  if (existsSync(file)) return file;
  await mkdir(folder, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, woff2);
  await rename(partial, file);
  return file;
}

/** The labels the switch may show: every language's, the default one's included, in a shop with `locales`. */
const switchLabels = (catalogue: Pick<Catalogue, 'site' | 'locales'>) =>
  catalogue.locales ? shopLanguages(catalogue).map((language) => language.label) : [];

/**
 * The code of `virtual:catalogue-label-fonts`: `labelFonts`, one LabelFont per script of LABEL_SCRIPTS some label
 * of the switch is written in, and `LabelFontStyle` to declare them. A shop with no such label (one language, or
 * labels the system's fonts draw) gets `[]` and null: no subset is cut, no file ships, and its pages are unchanged.
 */
export async function labelFontsModule(catalogue: Pick<Catalogue, 'site' | 'locales'>): Promise<string> {
  const labels = switchLabels(catalogue);
  const needed = LABEL_SCRIPTS.map((script) => ({ script, text: labelCharacters(labels, script) })).filter(({ text }) => text !== '');
  if (needed.length === 0) return 'export const labelFonts = [];\nexport const LabelFontStyle = null;';
  const files = await Promise.all(needed.map(({ script, text }) => labelFontFile(script, text)));
  const font = ({ script, text }: (typeof needed)[number], i: number) =>
    `{ family: ${JSON.stringify(`Catalogue Label ${script.name}`)}, text: ${JSON.stringify(text)}, ` +
    `unicodeRange: ${JSON.stringify(unicodeRangeOf(text))}, url: u${i} }`;
  return [
    `export { LabelFontStyle } from ${JSON.stringify(STYLE_MODULE)};`,
    // no-inline: a file under Vite's inlining limit would become a data: URL, which the site's CSP refuses for fonts.
    ...files.map((file, i) => `import u${i} from ${JSON.stringify(`${file}?no-inline`)};`),
    `export const labelFonts = [${needed.map(font).join(', ')}];`,
  ].join('\n');
}
