import { existsSync } from 'node:fs';
import { copyFile, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import type { PageEntry } from '../../src/kinds/kind.ts';
import { kinds } from '../../src/kinds/index.ts';
import { OFFLINE_KIND, OFFLINE_ROUTE, offlineRoute } from '../../src/site/route-table.ts';
import type { SiteCatalogue } from '../../src/catalogue/schema.ts';
import { catalogueLanguage } from '../../src/domain/language-path.ts';
import type { WorkerSettings } from '../../src/sw/settings.ts';
import { pageFile } from './page-file.ts';
import { chunkFiles, chunkFilesByLanguage, VITE_MANIFEST, type ViteManifest } from './chunk-files.ts';

/** The page kinds whose pages are kept at install (their kind.ts says so), and the offline page's own. */
export const KEPT_KINDS: string[] = [...kinds.filter((kind) => kind.keptAtInstall).map((kind) => kind.name), OFFLINE_KIND];
/** Root files the chrome links to, kept when the build has them (the manifest and icons only with site.app). */
const ROOT_FILES = ['favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png'];

const DAY = 24 * 60 * 60;

/**
 * What the worker is told: the offline page's address, how much it keeps, and (a shop with `locales`) each
 * language's part of the install list (keptParts), by the addresses the worker asks for.
 */
export function workerSettings(
  offline: Exclude<Catalogue['site']['offline'], false>,
  catalogue: { pages: readonly PageEntry[] },
  languages: readonly SiteCatalogue[] = [],
  parts: Record<string, readonly string[]> = {},
): WorkerSettings {
  const others = languages.filter((site) => catalogueLanguage(site).prefix);
  return {
    passThrough: [catalogue, ...others].flatMap((c) => c.pages.filter((page) => page.clientShell).map((page) => page.route)),
    offlineUrl: OFFLINE_ROUTE,
    ...(others.length
      ? {
          offlineUrls: Object.fromEntries(others.map((site) => [catalogueLanguage(site).prefix, offlineRoute(site)])),
          languageUrls: Object.fromEntries(Object.entries(parts).map(([prefix, files]) => [prefix, files.map(servedUrl)])),
        }
      : {}),
    pages: { maxEntries: offline.pages.maxEntries, maxAgeSeconds: offline.pages.maxAgeDays * DAY },
    photos: { maxEntries: offline.photos.maxEntries, maxAgeSeconds: offline.photos.maxAgeDays * DAY },
  };
}

/**
 * The files a worker keeps at install, relative to the build folder: `shared` (the chrome's, the kept kinds'
 * code, the root files) for every visitor, and for a shop with `locales` each language's own part by its
 * prefix ('' for the default): its kept pages, its offline page and its texts' chunks, kept only for the
 * languages the visitor uses (src/sw/language-parts.ts). A shop of one language has no parts: all is shared.
 */
export function keptParts(
  catalogue: Catalogue,
  manifest: ViteManifest,
  exists: (file: string) => boolean,
  languages: readonly SiteCatalogue[] = [catalogue],
): { shared: string[]; languages: Record<string, string[]> } {
  const pagesOf = (site: SiteCatalogue) =>
    [...site.pages.filter((p) => KEPT_KINDS.includes(p.kind)).map((p) => p.route), offlineRoute(site)].map(pageFile);
  const roots = ROOT_FILES.filter(exists);
  if (!catalogue.locales) {
    return { shared: [...new Set([...chunkFiles(manifest, KEPT_KINDS), ...languages.flatMap(pagesOf), ...roots])], languages: {} };
  }
  const code = chunkFilesByLanguage(
    manifest,
    KEPT_KINDS,
    languages.map((site) => catalogueLanguage(site).key),
  );
  return {
    shared: [...code.shared, ...roots],
    languages: Object.fromEntries(
      languages.map((site) => {
        const { key, prefix } = catalogueLanguage(site);
        return [prefix, [...code.languages[key]!, ...pagesOf(site)]];
      }),
    ),
  };
}

/** Every file of keptParts: the list the build hands Workbox, each with its revision. */
const everyFile = ({ shared, languages }: ReturnType<typeof keptParts>) => [...new Set([...shared, ...Object.values(languages).flat()])];

export const keptFiles = (...args: Parameters<typeof keptParts>): string[] => everyFile(keptParts(...args));

/** `contact-us.html` is served at `/contact-us` (cleanUrls): the worker keeps it under the address pages ask for. */
export const servedUrl = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

async function bundle(entry: string, outDir: string, settings?: WorkerSettings): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      // Workbox's modules log only in development builds.
      'process.env.NODE_ENV': JSON.stringify('production'),
      ...(settings ? { __CATALOGUE_WORKER__: JSON.stringify(settings) } : {}),
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // A classic script: every browser with service workers runs one; module workers are newer.
      lib: { entry, formats: ['iife'], name: 'catalogueWorker', fileName: () => 'sw.js' },
    },
  });
  return join(outDir, 'sw.js');
}

/**
 * Writes `sw.js` into a finished build (after pre-rendering, so the pages it keeps exist): Workbox
 * routes and caches, and the list of files kept at install with their revisions. With `site.offline: false`
 * it writes a worker that removes itself. Returns what the worker keeps at install.
 */
export async function writeServiceWorker(
  out: string,
  catalogue: Catalogue,
  languages: readonly SiteCatalogue[] = [catalogue],
): Promise<{ files: number; bytes: number } | null> {
  const temp = resolve(`node_modules/.cache/service-worker-${process.pid}`);
  const manifestFile = join(out, VITE_MANIFEST);
  try {
    const { offline } = catalogue.site;
    if (!offline) {
      await copyFile(await bundle(resolve('src/sw/sw-off.ts'), temp), join(out, 'sw.js'));
      return null;
    }
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
    const parts = keptParts(catalogue, manifest, (file) => existsSync(join(out, file)), languages);
    const files = everyFile(parts);
    const swSrc = await bundle(resolve('src/sw/sw.ts'), temp, workerSettings(offline, catalogue, languages, parts.languages));
    const result = await injectManifest({
      swSrc,
      swDest: join(out, 'sw.js'),
      globDirectory: out,
      globPatterns: files,
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [(entries) => Promise.resolve({ manifest: entries.map((e) => ({ ...e, url: servedUrl(e.url) })), warnings: [] })],
    });
    if (result.warnings.length) throw new Error(`service worker: ${result.warnings.join('; ')}`);
    return { files: result.count, bytes: result.size };
  } finally {
    await rm(temp, { recursive: true, force: true });
    // Build-time only: hosting must not serve the list of every file.
    await rm(join(out, '.vite'), { recursive: true, force: true });
  }
}
