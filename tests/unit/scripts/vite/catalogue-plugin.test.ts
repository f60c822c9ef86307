import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC, mutate } from '../../../support/catalogue';
import { cataloguePlugin } from '../../../../scripts/vite/catalogue-plugin';
import type { Catalogue, SiteCatalogue } from '../../../../src/catalogue/schema';
import { entryOf } from '../../../../src/site/route-table';

const TEMPLATE = '<html><head><title>%SITE_TITLE%</title><meta name="description" content="%SITE_DESCRIPTION%"></head><body></body></html>';

function transform(yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  mkdirSync(join(dir, 'demo-data'));
  const file = join(dir, 'catalogue.config.yaml');
  writeFileSync(file, yaml);
  const hook = cataloguePlugin(file).transformIndexHtml as (html: string) => string;
  return hook(TEMPLATE);
}

describe('index.html from the catalogue', () => {
  it("takes $' $& $` and $$ in the site title and description literally", () => {
    // split/join, not replace: a replacement string would itself read these patterns.
    const yaml = SPEC.split('  title: Demo Vastra Bhandar\n')
      .join(`  title: "Save $' & $& now $\` $$"\n`)
      .split('  description: Sarees, ethnic')
      .join(`  description: "Prices $& more $'" # Sarees, ethnic`);
    const html = transform(yaml);
    expect(html).toBe(
      `<html lang="en-IN"><head><title>Save $' &#38; $&#38; now $\` $$</title><meta name="description" content="Prices $&#38; more $'"></head><body></body></html>`,
    );
  });
});

describe('the browser build', () => {
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  it('checks everything in one pass, the home-screen icon included, and fails naming each key at its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    mkdirSync(join(dir, 'demo-data'));
    const file = join(dir, 'catalogue.config.yaml');
    const yaml = mutate(
      mutate(mutate(SPEC, 'icon: /favicon.svg', 'icon: /no-such-icon.svg'), 'public: ../../../public', `public: ${resolve('public')}`),
      'to: wallet,',
      'to: walet,',
    );
    writeFileSync(file, yaml);
    const plugin = cataloguePlugin(file);
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

describe('the catalogue the browser downloads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  mkdirSync(join(dir, 'demo-data'));
  const file = join(dir, 'catalogue.config.yaml');
  writeFileSync(file, SPEC);
  const plugin = cataloguePlugin(file);
  const load = (id: string) => {
    const resolved = (plugin.resolveId as (id: string) => string | undefined)(id);
    if (!resolved) throw new Error(`${id} is not served`);
    return (plugin.load as (this: unknown, id: string) => string).call({ addWatchFile() {} }, resolved);
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
      ['footer', 'images', 'messages', 'nav', 'pages', 'settings', 'shop', 'showrooms', 'site', 'texts', 'theme']
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

  it('lets every page find its entry in the site catalogue and its kind’s part', () => {
    const site = data('virtual:catalogue-site') as unknown as SiteCatalogue;
    for (const page of whole.pages) {
      const full = { ...site, ...data(`virtual:catalogue-page/${page.kind}`) } as Catalogue;
      expect(entryOf(full, page), page.id).toEqual(entryOf(whole, page));
    }
  });

  it('carries a category’s breadcrumb separator in the page index', () => {
    for (const category of whole.categories) expect(whole.pages.find((p) => p.id === category.id)?.separator).toBe(category.separator);
  });
});
