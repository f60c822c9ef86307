import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { cataloguePlugin } from '../../../../scripts/vite/catalogue-plugin';
import { SCRIPT_FONTS_ID, scriptFontsModule } from '../../../../scripts/vite/script-fonts-module';
import { mutate } from '../../../support/catalogue';
import { minimalCatalogue } from '../../../support/minimal-catalogue';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The browser build of a page that reads the fonts, for a shop of `lang`, through the real catalogue plugin. */
async function bundle(lang: string): Promise<Rollup.OutputBundle[keyof Rollup.OutputBundle][]> {
  const root = mkdtempSync(join(tmpdir(), 'script-fonts-'));
  folders.push(root);
  mkdirSync(join(root, 'demo-data'));
  writeFileSync(join(root, 'catalogue.config.yaml'), mutate(minimalCatalogue(), 'lang: en-IN', `lang: ${lang}`));
  writeFileSync(
    join(root, 'entry.js'),
    `import { fonts, ScriptFontStyle } from '${SCRIPT_FONTS_ID}';\nconsole.log(fonts, ScriptFontStyle);\n`,
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

const fontFiles = (output: Awaited<ReturnType<typeof bundle>>) =>
  output.filter((file) => file.fileName.endsWith('.woff2')).map((file) => file.fileName.replace(/-[\w-]{8}\.woff2$/, '.woff2'));
const code = (output: Awaited<ReturnType<typeof bundle>>) =>
  output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');

describe('virtual:catalogue-script-fonts', () => {
  it('imports the style and a font module only for the languages that have one, whatever the tag’s region or case', () => {
    const none = 'export const fonts = [];\nexport const ScriptFontStyle = null;';
    expect(scriptFontsModule(['en-IN'])).toBe(none);
    expect(scriptFontsModule([])).toBe(none);
    // 'bho' (Bhojpuri) begins like no tag the font is for.
    expect(scriptFontsModule(['bho-IN'])).toBe(none);
    expect(scriptFontsModule(['en-IN', 'bn-IN', 'BN-bd'])).toMatch(
      /^export \{ ScriptFontStyle \} from ".*\/src\/theme\/ScriptFontStyle\.tsx";\nimport \{ bengaliFont as f0 \} from ".*\/src\/theme\/bengali-font\.ts";\nexport const fonts = \[f0\];$/,
    );
  });

  it('puts neither font file nor style code in the build of a shop without Bengali, and both Bengali weights, hashed, in one with it', async () => {
    const english = await bundle('en-IN');
    expect(fontFiles(english)).toEqual([]);
    expect(code(english)).not.toContain('woff2');
    expect(code(english)).not.toContain('font-display');

    const bengali = await bundle('bn-IN');
    expect(fontFiles(bengali).sort()).toEqual([
      'assets/noto-sans-bengali-bengali-400-normal.woff2',
      'assets/noto-sans-bengali-bengali-700-normal.woff2',
    ]);
    for (const file of bengali.filter((f) => f.fileName.endsWith('.woff2'))) expect(code(bengali)).toContain(`/${file.fileName}`);
    expect(code(bengali)).toContain('font-display');
    // Only the Bengali subset's range travels, not the package's other subsets'.
    expect(code(bengali)).toContain('U+20B9');
    expect(code(bengali)).not.toContain('U+0100-02BA');
  }, 60_000);
});
