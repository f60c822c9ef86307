import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { cataloguePlugin } from '../../../scripts/vite/catalogue-plugin';
import { SPEC, mutate, positionOf } from '../../support/catalogue';
import { minimalCatalogue } from '../../support/minimal-catalogue';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load' | 'transformIndexHtml', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({ addWatchFile() {} }, ...args);

const files = new WeakMap<Plugin, string>();
const file = (plugin: Plugin) => files.get(plugin)!;

const at = (source: string, needle: string) => {
  const { line, col } = positionOf(source, needle);
  return `\\(line ${line}, col ${col}\\)`;
};

const withFile = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  // The specification's config names a demo folder beside itself.
  mkdirSync(join(dir, 'demo-data'));
  const file = join(dir, 'catalogue.config.yaml');
  writeFileSync(file, text);
  const plugin = cataloguePlugin(file);
  files.set(plugin, file);
  return plugin;
};

describe('the Vite plugin', () => {
  it('serves the validated catalogue as plain JSON under virtual:catalogue', () => {
    const plugin = withFile(SPEC);
    const id = call(plugin, 'resolveId', 'virtual:catalogue') as string;
    const code = call(plugin, 'load', id) as string;
    expect(code.startsWith('export default {')).toBe(true);
    const data = JSON.parse(code.slice('export default '.length, -1)) as { lists: unknown[] };
    expect(data.lists).toHaveLength(24);
    expect(code).not.toContain('yaml');
  });

  it('fails the build with every located problem when the file is broken', () => {
    const bad = mutate(minimalCatalogue(), 'limit: 78', 'limit: many');
    const plugin = withFile(bad);
    const id = call(plugin, 'resolveId', 'virtual:catalogue') as string;
    expect(() => call(plugin, 'load', id)).toThrowError(
      new RegExp(
        `catalogue\\.config\\.yaml: 1 problem\n {2}lists\\[0\\]\\.limit ${at(bad, 'many')}: expected a whole number from 1 to 10000, got "many"`,
      ),
    );
  });

  it('writes the page language, title, description and theme colour into index.html', () => {
    const html = call(
      withFile(SPEC),
      'transformIndexHtml',
      '<html><title>%SITE_TITLE%</title><meta content="%SITE_DESCRIPTION%"><meta content="%THEME_COLOR%">',
    ) as string;
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>Demo Vastra Bhandar</title>');
    expect(html).toContain('#7a1f3d');
    expect(html).not.toContain('%SITE_DESCRIPTION%');
  });

  it('serves the demo folder named in the config, relative to the config file, one lazy loader per file', () => {
    const plugin = withFile(SPEC);
    const dir = dirname(file(plugin));
    writeFileSync(join(dir, 'demo-data', 'ladies-bag.json'), '[]');
    writeFileSync(join(dir, 'demo-data', 'saree.json'), '[]');
    const code = call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue-demo')) as string;
    expect(code).toContain('"ladies-bag": () => import("virtual:catalogue-demo-file/ladies-bag")');
    expect(code).toContain('"saree": () => import("virtual:catalogue-demo-file/saree")');
    const eager = call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue-demo-eager')) as string;
    expect(eager).toMatch(/^import d0 from "virtual:catalogue-demo-file\/ladies-bag";/);
    // Each file read from the folder as data (see demo-files.test.ts), watched by the dev server.
    writeFileSync(join(dir, 'demo-data', 'saree.json'), '[{"id": "s1", "title": "Silk"}]');
    const watched: string[] = [];
    const id = call(plugin, 'resolveId', 'virtual:catalogue-demo-file/saree');
    const module = (plugin.load as Hook).call({ addWatchFile: (f: string) => watched.push(f) }, id) as string;
    expect(module).toBe(`export default JSON.parse(${JSON.stringify('[{"id":"s1","title":"Silk"}]')});`);
    expect(watched).toContain(join(dir, 'demo-data', 'saree.json'));
    expect(() => call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue-demo-file/../secret'))).toThrow('not a collection slug');
  });

  it('names the folder it looked for when the demo folder is missing', () => {
    const text = minimalCatalogue({ files: '  demoData: demo-dta' });
    const plugin = withFile(text);
    expect(() => call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue'))).toThrowError(
      new RegExp(`files\\.demoData ${at(text, 'demo-dta')}: no folder at /.*/demo-dta \\(paths are relative to the config file\\)`),
    );
  });

  it("serves the config's public folder at the site root, public/ beside the file unless it names another", () => {
    const publicDir = (plugin: Plugin) => (plugin.config as () => { publicDir: string })().publicDir;
    const named = withFile(minimalCatalogue({ files: '  public: pictures' }));
    expect(publicDir(named)).toBe(join(dirname(file(named)), 'pictures'));
    const unnamed = withFile(minimalCatalogue());
    expect(publicDir(unnamed)).toBe(join(dirname(file(unnamed)), 'public'));
  });
});
