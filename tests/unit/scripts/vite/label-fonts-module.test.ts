// @vitest-environment node
// (harfbuzz's woff2 decoder checks its input against Node's own Uint8Array, which jsdom's globals would replace.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { cataloguePlugin } from '../../../../scripts/vite/catalogue-plugin';
import {
  LABEL_FONTS_ID,
  LABEL_SCRIPTS,
  labelCharacters,
  labelFontsModule,
  unicodeRangeOf,
} from '../../../../scripts/vite/label-fonts-module';
import { specCatalogue } from '../../../support/catalogue';
import { minimalCatalogue, type Blocks } from '../../../support/minimal-catalogue';

const bengali = LABEL_SCRIPTS.find((script) => script.name === 'Bengali')!;
const points = (text: string) => [...text].map((ch) => ch.codePointAt(0)!.toString(16));

describe('labelCharacters', () => {
  it('takes each Bengali character of the labels once, in code point order, and nothing of the others', () => {
    // বাংলা: ব া ং ল া, the vowel sign twice.
    expect(points(labelCharacters(['English', 'বাংলা'], bengali))).toEqual(['982', '9ac', '9b2', '9be']);
    expect(labelCharacters(['English', 'हिन्दी', 'Français', '中文'], bengali)).toBe('');
    expect(labelCharacters([], bengali)).toBe('');
  });

  it('keeps the virama and the joiners of a Bengali label, but not its Latin letters, spaces or a joiner elsewhere', () => {
    // অসমীয়া (Assamese, in the Bengali script), and ক্ষ with a zero-width joiner between the letters.
    expect(points(labelCharacters(['অসমীয়া', 'ক\u200d্ষ (BD)', 'A\u200dB'], bengali))).toEqual([
      '985',
      '995',
      '9ae',
      '9af',
      '9b7',
      '9b8',
      '9bc',
      '9be',
      '9c0',
      '9cd',
      '200d',
    ]);
  });

  it('writes the unicode-range of exactly those characters', () => {
    expect(unicodeRangeOf('\u0982\u09ac\u200d')).toBe('U+0982, U+09AC, U+200D');
  });
});

describe('virtual:catalogue-label-fonts', () => {
  const none = 'export const labelFonts = [];\nexport const LabelFontStyle = null;';
  const { site } = specCatalogue();

  it('is null for a shop of one language, Bengali included, and for labels the system fonts draw', async () => {
    expect(await labelFontsModule({ site })).toBe(none);
    expect(await labelFontsModule({ site: { ...site, lang: 'bn-IN' } })).toBe(none);
    expect(await labelFontsModule({ site, locales: { fr: { lang: 'fr-FR', label: 'Français', digits: 'latn' } } })).toBe(none);
  });

  it('gives a shop with a Bengali label one font of that label’s characters, imported as a file, never inlined', async () => {
    const code = await labelFontsModule({ site, locales: { bn: { lang: 'bn-IN', label: 'বাংলা', digits: 'latn' } } });
    expect(code).toMatch(/^export \{ LabelFontStyle \} from ".*\/src\/theme\/LabelFontStyle\.tsx";$/m);
    expect(code).toMatch(/^import u0 from ".*\/label-bengali\.woff2\?no-inline";$/m);
    expect(code).toContain('family: "Catalogue Label Bengali", text: "ংবলা", unicodeRange: "U+0982, U+09AC, U+09B2, U+09BE", url: u0');
  });
});

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const BILINGUAL: Blocks = { locales: '\n  bn:\n    lang: bn-IN\n    label: বাংলা' };

/** The browser build of an entry that reads the label fonts, for the minimal shop with `blocks`, through the real plugin. */
async function bundle(blocks: Blocks): Promise<Rollup.OutputBundle[keyof Rollup.OutputBundle][]> {
  const root = mkdtempSync(join(tmpdir(), 'label-fonts-'));
  folders.push(root);
  mkdirSync(join(root, 'demo-data'));
  writeFileSync(join(root, 'catalogue.config.yaml'), minimalCatalogue(blocks));
  writeFileSync(
    join(root, 'entry.js'),
    `import { labelFonts, LabelFontStyle } from '${LABEL_FONTS_ID}';\nconsole.log(labelFonts, LabelFontStyle);\n`,
  );
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [cataloguePlugin(join(root, 'catalogue.config.yaml'))],
    build: { write: false, copyPublicDir: false, rollupOptions: { input: join(root, 'entry.js') } },
  })) as Rollup.RollupOutput;
  return output.output;
}
const fonts = (output: Awaited<ReturnType<typeof bundle>>) =>
  output.flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.woff2') ? [file] : []));

describe('the label font in a build', () => {
  it('is a small hashed woff2 asset, the same bytes each build; a shop of one language has none', async () => {
    const started = performance.now();
    const [first, second] = [await bundle(BILINGUAL), await bundle(BILINGUAL)];
    console.log(`two builds with the label font: ${(performance.now() - started).toFixed(0)} ms`);
    const [font] = fonts(first);
    expect(fonts(first)).toHaveLength(1);
    expect(font!.fileName).toMatch(/^assets\/label-bengali-[\w-]{8}\.woff2$/);
    const bytes = Buffer.from(font!.source as Uint8Array);
    console.log(`label font: ${bytes.length} bytes`);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBeLessThan(3000);
    // The full Bengali subset is 44 KB (400) and 48 KB (700): a cut of five glyphs and their shaping is a fraction.
    expect(fonts(second).map((f) => [f.fileName, Buffer.from(f.source as Uint8Array).equals(bytes)])).toEqual([[font!.fileName, true]]);
    const code = first.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
    expect(code).toContain(`/${font!.fileName}`);
    expect(code).not.toContain('data:font');

    const english = await bundle({});
    expect(fonts(english)).toEqual([]);
    expect(english.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n')).not.toContain('Catalogue Label');
  }, 60_000);
});
