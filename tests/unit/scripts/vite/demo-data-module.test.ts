// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, createServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { isDataModule } from '../../../../scripts/bench/data-chunks';
import { cataloguePlugin } from '../../../../scripts/vite/catalogue-plugin';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { toProducts } from '../../../../src/data/products';
import { minimalCatalogue } from '../../../support/minimal-catalogue';

// Valid JSON (JSON.parse takes it, JSON.stringify writes it) holding half an emoji, as a bad import leaves it.
const LONE_SURROGATE = '"Vidrado azul \\ud83d feito à mão"';
const SAREES = `[
  {"id": "s1", "title": "Silk", "des": ${LONE_SURROGATE}, "img": "/img/s1.svg"},
  {"id": "s2", "title": "", "des": "no title and no picture"},
  {"id": "s3", "title": "Cotton", "img": "/img/s3.svg"}
]`;

/** A shop of one list (Saree) whose demo folder holds `saree` as saree.json. */
function shop(saree: string) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-demo-files-'));
  mkdirSync(join(dir, 'demo'));
  mkdirSync(join(dir, 'public'));
  writeFileSync(join(dir, 'catalogue.config.yaml'), minimalCatalogue({ files: '  demoData: demo\n  public: public' }));
  writeFileSync(join(dir, 'demo', 'saree.json'), saree);
  writeFileSync(join(dir, 'main.js'), "export { default } from 'virtual:catalogue-demo';");
  return dir;
}

/** `vite build` of a module that exports the site's demo loaders, as the site's bundle holds them. */
async function buildDemo(dir: string) {
  const out = join(dir, 'out');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [cataloguePlugin(join(dir, 'catalogue.config.yaml'))],
    build: {
      outDir: out,
      modulePreload: false,
      rollupOptions: { input: join(dir, 'main.js'), preserveEntrySignatures: 'exports-only', output: { entryFileNames: 'main.js' } },
    },
  });
  return out;
}

describe('demo files, read as data', () => {
  it('build with half an emoji in a description, which the site shows as \uFFFD; a bad item is skipped and reported', async () => {
    const out = await buildDemo(shop(SAREES));
    // Still one chunk of plain data per file, as the benchmark counts it.
    const chunks = readdirSync(join(out, 'assets')).filter((f) => f.startsWith('saree-'));
    expect(chunks).toHaveLength(1);
    expect(isDataModule(readFileSync(join(out, 'assets', chunks[0]!), 'utf8'))).toBe(true);

    const loaders = (await import(pathToFileURL(join(out, 'main.js')).href)) as { default: Record<string, () => Promise<unknown>> };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const products = toProducts('Saree', await createDemoSource(loaders.default).readCollection('Saree'));
      expect(products.map((p) => p.id)).toEqual(['s1', 's3']);
      expect(products[0]!.des).toBe('Vidrado azul \uFFFD feito à mão');
      const lines = warn.mock.calls.map((c) => String(c[0]));
      expect(lines).toContainEqual(expect.stringMatching(/^\[catalogue\] repaired Saree\/s1: des: broken characters/));
      expect(lines).toContainEqual(expect.stringMatching(/^\[catalogue\] skipped Saree\/s2: /));
    } finally {
      warn.mockRestore();
    }
  });

  it('name a file that is not JSON, with the parser message, and fail the build', async () => {
    const dir = shop('[{"id": "s1", "title": "Silk",}]');
    const file = join(dir, 'demo', 'saree.json');
    await expect(buildDemo(dir)).rejects.toThrow(`demo data ${file}: not valid JSON: `);
    await expect(buildDemo(dir)).rejects.toThrow(/not valid JSON: .*(JSON|token|property)/i);
  });

  it('reload in the dev server when a file changes, though Vite never imports them', async () => {
    const dir = shop('[{"id": "s1", "title": "Silk"}]');
    const server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [cataloguePlugin(join(dir, 'catalogue.config.yaml'))],
      server: { port: 0, hmr: false },
    });
    try {
      const code = async () => (await server.transformRequest('virtual:catalogue-demo-file/saree'))?.code ?? '';
      expect(await code()).toContain('Silk');
      writeFileSync(join(dir, 'demo', 'saree.json'), '[{"id": "s1", "title": "Cotton"}]');
      // The watcher's event arrives when it arrives: wait for it, with room for a busy machine.
      await vi.waitFor(async () => expect(await code()).toContain('Cotton'), { timeout: 15000, interval: 50 });
    } finally {
      await server.close();
    }
  });
});
