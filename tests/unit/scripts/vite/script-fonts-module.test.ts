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
  writeFileSync(join(root, 'entry.js'), `import fonts from '${SCRIPT_FONTS_ID}';\nconsole.log(fonts);\n`);
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
  it('imports a font module only for the languages that have one, whatever the tag’s region or case', () => {
    expect(scriptFontsModule(['en-IN'])).toBe('export default [];');
    expect(scriptFontsModule([])).toBe('export default [];');
    const bengali = scriptFontsModule(['en-IN', 'bn-IN', 'BN-bd']);
    expect(bengali.match(/^import /gm)).toHaveLength(1);
    expect(bengali).toMatch(/^import \{ bengaliFont as f0 \} from ".*\/src\/theme\/bengali-font\.ts";\nexport default \[f0\];$/);
    // 'bho' (Bhojpuri) begins like no tag the font is for.
    expect(scriptFontsModule(['bho-IN'])).toBe('export default [];');
  });

  it('puts no font file in the build of a shop without Bengali, and both Bengali weights, hashed, in one with it', async () => {
    const english = await bundle('en-IN');
    expect(fontFiles(english)).toEqual([]);
    expect(code(english)).not.toContain('woff2');

    const bengali = await bundle('bn-IN');
    expect(fontFiles(bengali).sort()).toEqual([
      'assets/noto-sans-bengali-bengali-400-normal.woff2',
      'assets/noto-sans-bengali-bengali-700-normal.woff2',
    ]);
    for (const file of bengali.filter((f) => f.fileName.endsWith('.woff2'))) expect(code(bengali)).toContain(`/${file.fileName}`);
    // Only the Bengali subset's range travels, not the package's other subsets'.
    expect(code(bengali)).toContain('U+20B9');
    expect(code(bengali)).not.toContain('U+0100-02BA');
  }, 60_000);
});
