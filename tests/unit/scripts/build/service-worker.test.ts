import { describe, expect, it } from 'vitest';
import { chunkFiles, type ViteManifest } from '../../../../scripts/build/chunk-files.ts';
import { keptFiles, servedUrl, workerSettings } from '../../../../scripts/build/service-worker.ts';
import { specCatalogue, catalogueFrom, mutate, problems, SPEC } from '../../../support/catalogue.ts';

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
