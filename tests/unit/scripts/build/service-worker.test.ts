import { readFileSync } from 'node:fs';
import { LANGUAGES_CONFIG } from '../../../../scripts/catalogue/catalogue-file';
import { describe, expect, it } from 'vitest';
import { chunkFiles, chunkFilesByLanguage, type ViteManifest } from '../../../../scripts/build/chunk-files.ts';
import { keptFiles, keptParts, servedUrl, workerSettings } from '../../../../scripts/build/service-worker.ts';
import { languageCatalogue } from '../../../../src/build-time/language-catalogue.ts';
import { siteCatalogue } from '../../../../src/build-time/browser-catalogue.ts';
import type { Catalogue } from '../../../../src/catalogue/schema.ts';
import { shopLanguages } from '../../../../src/domain/shop-languages.ts';
import { specCatalogue, catalogueFrom, loadedCatalogue, mutate, problems, SPEC } from '../../../support/catalogue.ts';

// The shape `vite build` writes (build.manifest: true), cut down to what the worker's list reads.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-B1.js', isEntry: true, imports: ['_preload-helper-P1.js'], css: ['assets/index-C1.css'] },
  '_preload-helper-P1.js': { file: 'assets/preload-helper-P1.js' },
  'src/app/main.tsx': { file: 'assets/main-M1.js', imports: ['_app-A1.js'] },
  '_app-A1.js': { file: 'assets/app-A1.js', imports: ['_preload-helper-P1.js'] },
  'src/kinds/contact/page.tsx': { file: 'assets/page-C1.js', imports: ['_app-A1.js', '_EnquirySection-E1.js'] },
  '_EnquirySection-E1.js': { file: 'assets/EnquirySection-E1.js', imports: ['_app-A1.js'] },
  'virtual:catalogue-page/contact': { file: 'assets/contact-V1.js' },
  'src/kinds/list/page.tsx': { file: 'assets/page-L1.js', imports: ['_app-A1.js', '_Grid-G1.js'] },
  '_Grid-G1.js': { file: 'assets/Grid-G1.js', css: ['assets/Grid-G1.css'] },
  'virtual:catalogue-page/list': { file: 'assets/list-V1.js' },
};

describe('the files the service worker keeps at install', () => {
  it('are the chrome and the named kinds with every chunk they import, each once, and nothing of other kinds', () => {
    const files = chunkFiles(manifest, ['contact']);
    expect(files.sort()).toEqual(
      [
        'assets/index-B1.js',
        'assets/index-C1.css',
        'assets/preload-helper-P1.js',
        'assets/main-M1.js',
        'assets/app-A1.js',
        'assets/page-C1.js',
        'assets/EnquirySection-E1.js',
        'assets/contact-V1.js',
      ].sort(),
    );
    expect(chunkFiles(manifest, ['list'])).toEqual(
      expect.arrayContaining(['assets/page-L1.js', 'assets/Grid-G1.js', 'assets/Grid-G1.css']),
    );
  });

  it('fail loudly when the app entry moved, rather than keep a chrome that cannot start', () => {
    const { ['src/app/main.tsx']: _, ...moved } = manifest;
    expect(() => chunkFiles(moved, [])).toThrow(/no "src\/app\/main.tsx"/);
  });

  it('include the contact, showroom and offline pages of the config, and the root files the build has', () => {
    const catalogue = specCatalogue();
    const kept = keptFiles(catalogue, manifest, (file) => file === 'favicon.svg');
    const pages = catalogue.pages.filter((p) => p.kind === 'contact' || p.kind === 'showroom').map((p) => `${p.route.slice(1)}.html`);
    expect(pages.length).toBeGreaterThan(1);
    expect(kept).toEqual(expect.arrayContaining([...pages, '~offline.html', 'favicon.svg', 'assets/page-C1.js']));
    expect(kept).not.toContain('manifest.webmanifest');
    expect(kept.filter((f) => f.endsWith('.html'))).toHaveLength(pages.length + 1);
  });

  it('are kept under the addresses pages are asked for (clean URLs)', () => {
    expect(['index.html', 'contact-us.html', '~offline.html', 'assets/app-A1.js', 'favicon.svg'].map(servedUrl)).toEqual([
      '/',
      '/contact-us',
      '/~offline',
      '/assets/app-A1.js',
      '/favicon.svg',
    ]);
  });
});

describe('the service worker settings', () => {
  it('follow site.offline in the YAML', () => {
    const OFFLINE = 'offline:\n    pages: { maxEntries: 60, maxAgeDays: 30 }\n    photos: { maxEntries: 300, maxAgeDays: 30 }';
    const edited = catalogueFrom(
      mutate(SPEC, OFFLINE, 'offline: { pages: { maxEntries: 12, maxAgeDays: 2 }, photos: { maxEntries: 40 } }'),
    );
    const { offline } = edited.site;
    if (!offline) throw new Error('offline support is on');
    expect(workerSettings(offline, { pages: [] })).toEqual({
      passThrough: [],
      offlineUrl: '/~offline',
      pages: { maxEntries: 12, maxAgeSeconds: 2 * 86_400 },
      photos: { maxEntries: 40, maxAgeSeconds: 30 * 86_400 },
    });
    expect(catalogueFrom(mutate(SPEC, OFFLINE, 'offline: false')).site.offline).toBe(false);
    expect(catalogueFrom(mutate(SPEC, OFFLINE, 'offline: true')).site.offline).toEqual({
      pages: { maxEntries: 60, maxAgeDays: 30 },
      photos: { maxEntries: 300, maxAgeDays: 30 },
    });
  });

  it('refuse a site.offline that is neither on, off nor the two blocks, naming its line', () => {
    const OFFLINE = 'offline:\n    pages: { maxEntries: 60, maxAgeDays: 30 }\n    photos: { maxEntries: 300, maxAgeDays: 30 }';
    expect(problems(mutate(SPEC, OFFLINE, 'offline: "no"'))).toEqual([
      'site.offline (line 30, col 12): expected true, false or { pages: { maxEntries, maxAgeDays }, photos: { maxEntries, maxAgeDays } }, got "no"',
    ]);
    expect(problems(mutate(SPEC, OFFLINE, 'offline: { pages: { maxEntries: 0 } }'))).toEqual([
      'site.offline.pages.maxEntries (line 30, col 35): expected a whole number >= 1, got 0',
    ]);
  });
});

// The same app built for a shop with `locales`: each part once per language, as language-modules.ts names them.
const bilingual: ViteManifest = {
  ...manifest,
  'src/app/main.tsx': { file: 'assets/main-M1.js', imports: ['_app-A1.js'] },
  'virtual:catalogue-site/en': { file: 'assets/en-S1.js' },
  'virtual:catalogue-site/bn': { file: 'assets/bn-S1.js', imports: ['_digits-D1.js'] },
  'virtual:catalogue-page/contact/en': { file: 'assets/en-V1.js' },
  'virtual:catalogue-page/contact/bn': { file: 'assets/bn-V1.js', imports: ['_digits-D1.js', '_both-B1.js'] },
  'virtual:catalogue-page/list/en': { file: 'assets/en-L1.js', imports: ['_both-B1.js'] },
  'virtual:catalogue-page/list/bn': { file: 'assets/bn-L1.js' },
  '_digits-D1.js': { file: 'assets/digits-D1.js' },
  '_both-B1.js': { file: 'assets/both-B1.js' },
};
const sitesOf = (catalogue: Catalogue) => shopLanguages(catalogue).map((l) => siteCatalogue(languageCatalogue(catalogue, l.key)));

describe('the install list split by language', () => {
  it("gives each language the chunks only its parts bring, and shares the chrome's and what two languages import", () => {
    const { shared, languages } = chunkFilesByLanguage(bilingual, ['contact', 'list'], ['en', 'bn']);
    expect(languages).toEqual({
      en: ['assets/en-V1.js', 'assets/en-L1.js', 'assets/en-S1.js'],
      bn: ['assets/bn-V1.js', 'assets/digits-D1.js', 'assets/bn-L1.js', 'assets/bn-S1.js'],
    });
    expect(shared).toContain('assets/both-B1.js');
    expect(shared).toEqual(expect.arrayContaining(['assets/main-M1.js', 'assets/app-A1.js', 'assets/page-C1.js', 'assets/Grid-G1.css']));
    expect(shared.filter((file) => /\/(en|bn)-/.test(file))).toEqual([]);
    // Together they are the whole list, each file once.
    expect([...shared, ...languages.en!, ...languages.bn!].sort()).toEqual(chunkFiles(bilingual, ['contact', 'list']).sort());
  });

  it("puts the shipped shop's pages under each language's prefix, with its texts, and the root files in the shared part", () => {
    const shipped = loadedCatalogue(readFileSync(LANGUAGES_CONFIG, 'utf8'));
    const { shared, languages } = keptParts(shipped, bilingual, (file) => file === 'favicon.svg', sitesOf(shipped));
    expect(Object.keys(languages)).toEqual(['', '/bn']);
    const kept = shipped.pages.filter((p) => p.kind === 'contact' || p.kind === 'showroom').map((p) => `${p.route.slice(1)}.html`);
    expect(kept.length).toBeGreaterThan(1);
    expect(languages['']).toEqual(['assets/en-V1.js', 'assets/en-S1.js', ...kept, '~offline.html']);
    // Only the Bengali contact part imports both-B1 among the kept kinds (the list's pages are not kept).
    expect(languages['/bn']).toEqual([
      'assets/bn-V1.js',
      'assets/digits-D1.js',
      'assets/both-B1.js',
      'assets/bn-S1.js',
      ...kept.map((f) => `bn/${f}`),
      'bn/~offline.html',
    ]);
    expect(shared).toContain('favicon.svg');
    expect(shared.filter((file) => file.endsWith('.html') || /\/(en|bn)-/.test(file))).toEqual([]);
    const offline = shipped.site.offline;
    if (!offline) throw new Error('offline support is on');
    expect(workerSettings(offline, sitesOf(shipped)[0]!, sitesOf(shipped), languages).languageUrls).toEqual({
      '': languages['']!.map(servedUrl),
      '/bn': languages['/bn']!.map(servedUrl),
    });
  });

  it("leaves a shop of one language's list whole and its settings as they were", () => {
    const spec = specCatalogue();
    const parts = keptParts(spec, manifest, (file) => file === 'favicon.svg', sitesOf(spec));
    expect(parts.languages).toEqual({});
    expect(parts.shared).toEqual(keptFiles(spec, manifest, (file) => file === 'favicon.svg'));
    const offline = spec.site.offline;
    if (!offline) throw new Error('offline support is on');
    expect(Object.keys(workerSettings(offline, spec, sitesOf(spec), parts.languages)).sort()).toEqual([
      'offlineUrl',
      'pages',
      'passThrough',
      'photos',
    ]);
  });
});
