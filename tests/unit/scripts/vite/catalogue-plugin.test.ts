import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { cataloguePlugin } from '../../../../scripts/vite/catalogue-plugin';
import type { Catalogue, PageKind, SiteCatalogue } from '../../../../src/catalogue/schema';
import { pageCatalogues, type PageParts } from '../../../../src/app/page-catalogue';
import { loadPageModule } from '../../../../src/app/page-modules';
import { createDemoSource } from '../../../../src/data/demo/demo-source';
import { SPEC, mutate, positionOf } from '../../../support/catalogue';
import { minimalCatalogue } from '../../../support/minimal-catalogue';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load' | 'transformIndexHtml', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({ addWatchFile() {} }, ...args);

const files = new WeakMap<Plugin, string>();
const file = (plugin: Plugin) => files.get(plugin)!;

const at = (source: string, needle: string) => {
  const { line, col } = positionOf(source, needle);
  return `\\(line ${line}, col ${col}\\)`;
};

/** The plugin over `text` written as catalogue.config.yaml in a new folder, beside the demo folder the specification names. */
const withFile = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  mkdirSync(join(dir, 'demo-data'));
  const file = join(dir, 'catalogue.config.yaml');
  writeFileSync(file, text);
  const plugin = cataloguePlugin(file);
  files.set(plugin, file);
  return plugin;
};

describe('virtual:catalogue', () => {
  it('serves the validated catalogue as plain JSON', () => {
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
});

describe('the browser build', () => {
  it('checks everything in one pass, the home-screen icon included, and fails naming each key at its line', async () => {
    const yaml = mutate(
      mutate(mutate(SPEC, 'icon: /favicon.svg', 'icon: /no-such-icon.svg'), 'public: ../../../public', `public: ${resolve('public')}`),
      'to: wallet,',
      'to: walet,',
    );
    const plugin = withFile(yaml);
    (plugin.configResolved as Hook)({ command: 'build', build: { ssr: false } });
    const error = (message: string) => {
      throw new Error(message);
    };
    const failed = (plugin.buildStart as Hook).call({ error }) as Promise<void>;
    await expect(failed).rejects.toThrow(/: 2 problems\n/);
    await expect(failed).rejects.toThrow(/site\.app\.icon \(line \d+, col \d+\): no file "\/no-such-icon\.svg" in files\.public/);
    await expect(failed).rejects.toThrow(/"walet" names no page/);
  });
});

describe('index.html from the catalogue', () => {
  it("writes the page language, title, description and the theme's brand colour", () => {
    const html = call(
      withFile(mutate(SPEC, 'brand: "#7a1f3d"', 'brand: "#204060"')),
      'transformIndexHtml',
      '<html><title>%SITE_TITLE%</title><meta content="%SITE_DESCRIPTION%"><meta name="theme-color" content="%THEME_COLOR%" />',
    ) as string;
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>Demo Vastra Bhandar</title>');
    expect(html).toContain('<meta name="theme-color" content="#204060" />');
    expect(html).not.toContain('%SITE_DESCRIPTION%');
  });

  it("takes $' $& $` and $$ in the site title and description literally", () => {
    // split/join, not replace: a replacement string would itself read these patterns.
    const yaml = SPEC.split('  title: Demo Vastra Bhandar\n')
      .join(`  title: "Save $' & $& now $\` $$"\n`)
      .split('  description: Sarees, ethnic')
      .join(`  description: "Prices $& more $'" # Sarees, ethnic`);
    const html = call(
      withFile(yaml),
      'transformIndexHtml',
      '<html><head><title>%SITE_TITLE%</title><meta name="description" content="%SITE_DESCRIPTION%"></head><body></body></html>',
    );
    expect(html).toBe(
      `<html lang="en-IN"><head><title>Save $' &#38; $&#38; now $\` $$</title><meta name="description" content="Prices $&#38; more $'"></head><body></body></html>`,
    );
  });
});

describe('the demo folder', () => {
  it('is served from where the config names it, relative to the config file, one lazy loader per file', () => {
    const plugin = withFile(SPEC);
    const dir = dirname(file(plugin));
    writeFileSync(join(dir, 'demo-data', 'ladies-bag.json'), '[]');
    writeFileSync(join(dir, 'demo-data', 'saree.json'), '[]');
    const code = call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue-demo')) as string;
    expect(code).toContain('"ladies-bag": () => import("virtual:catalogue-demo-file/ladies-bag")');
    expect(code).toContain('"saree": () => import("virtual:catalogue-demo-file/saree")');
    const eager = call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue-demo-eager')) as string;
    expect(eager).toMatch(/^import d0 from "virtual:catalogue-demo-file\/ladies-bag";/);
    // Each file read from the folder as data (see demo-data-module.test.ts), watched by the dev server.
    writeFileSync(join(dir, 'demo-data', 'saree.json'), '[{"id": "s1", "title": "Silk"}]');
    const watched: string[] = [];
    const id = call(plugin, 'resolveId', 'virtual:catalogue-demo-file/saree');
    const module = (plugin.load as Hook).call({ addWatchFile: (f: string) => watched.push(f) }, id) as string;
    expect(module).toBe(`export default JSON.parse(${JSON.stringify('[{"id":"s1","title":"Silk"}]')});`);
    expect(watched).toContain(join(dir, 'demo-data', 'saree.json'));
    expect(() => call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue-demo-file/../secret'))).toThrow('not a collection slug');
  });

  it('is named, where the plugin looked for it, when it is missing', () => {
    const text = minimalCatalogue({ files: '  demoData: demo-dta' });
    const plugin = withFile(text);
    expect(() => call(plugin, 'load', call(plugin, 'resolveId', 'virtual:catalogue'))).toThrowError(
      new RegExp(`files\\.demoData ${at(text, 'demo-dta')}: no folder at /.*/demo-dta \\(paths are relative to the config file\\)`),
    );
  });
});

describe("the config's public folder", () => {
  it('is served at the site root, public/ beside the file unless it names another', () => {
    const publicDir = (plugin: Plugin) => (plugin.config as () => { publicDir: string })().publicDir;
    const named = withFile(minimalCatalogue({ files: '  public: pictures' }));
    expect(publicDir(named)).toBe(join(dirname(file(named)), 'pictures'));
    const unnamed = withFile(minimalCatalogue());
    expect(publicDir(unnamed)).toBe(join(dirname(file(unnamed)), 'public'));
  });
});

describe('the catalogue the browser downloads', () => {
  const plugin = withFile(SPEC);
  const load = (id: string) => {
    const resolved = (plugin.resolveId as (id: string) => string | undefined)(id);
    if (!resolved) throw new Error(`${id} is not served`);
    return call(plugin, 'load', resolved) as string;
  };
  const data = (id: string) =>
    JSON.parse(
      load(id)
        .replace(/^export default /, '')
        .replace(/;$/, ''),
    ) as Record<string, unknown>;
  const whole = data('virtual:catalogue') as unknown as Catalogue;

  it("keeps in the main chunk's module what every page needs, and no list, showroom page, showcase or home section", () => {
    const site = data('virtual:catalogue-site');
    expect(Object.keys(site).sort()).toEqual(
      ['callingCode', 'footer', 'images', 'messages', 'nav', 'pages', 'settings', 'shop', 'showrooms', 'site', 'texts', 'theme']
        .filter((k) => k in whole)
        .sort(),
    );
    for (const key of ['home', 'categories', 'lists', 'showcases', 'showroomPages', 'contact', 'enquiry', 'enquiries', 'files'])
      expect(site, key).not.toHaveProperty(key);
    const code = load('virtual:catalogue-site');
    // Nothing of a list's, a showroom page's or a home section's own config is in it.
    for (const key of ['"collection"', '"sections"', '"panels"', '"tabs"']) expect(code).not.toContain(key);
    expect(site.pages).toEqual(whole.pages);
  });

  it('gives each page kind its own part, loaded on demand', () => {
    const loaders = load('virtual:catalogue-pages');
    for (const kind of ['home', 'list', 'category', 'showroom', 'showcase', 'contact', 'enquiry'])
      expect(loaders).toContain(`import("virtual:catalogue-page/${kind}")`);
    expect(Object.keys(data('virtual:catalogue-page/list'))).toEqual(['lists']);
    expect(Object.keys(data('virtual:catalogue-page/home')).sort()).toEqual(['categories', 'home', 'showcases']);
    expect(Object.keys(data('virtual:catalogue-page/contact')).sort()).toEqual(['contact', 'enquiries', 'showroomPages']);
    expect(data('virtual:catalogue-page/list').lists).toEqual(whole.lists);
    expect(data('virtual:catalogue-page/not-found')).toEqual({});
  });

  it('lets every page find its entry in the site catalogue and its kind’s part', async () => {
    const site = data('virtual:catalogue-site') as unknown as SiteCatalogue;
    // The plugin's parts, as JSON, standing in for the chunks the browser loads.
    const part = (kind: PageKind) => () => Promise.resolve(data(`virtual:catalogue-page/${kind}`));
    const parts = new Proxy({}, { get: (_, kind: PageKind) => part(kind) }) as PageParts;
    const context = { catalogues: pageCatalogues(site, parts), source: createDemoSource(), prerender: false };
    for (const page of whole.pages)
      await expect(
        loadPageModule(page.kind).then((m) => m.route(page, context)),
        page.id,
      ).resolves.toBeDefined();
  });

  it('carries a category’s breadcrumb separator in the page index', () => {
    for (const category of whole.categories) expect(whole.pages.find((p) => p.id === category.id)?.separator).toBe(category.separator);
  });
});
