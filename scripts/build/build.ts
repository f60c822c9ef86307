/**
 * `npm run build`: the browser bundle, then every registered route pre-rendered
 * into its own HTML file (head tags, markup, styles and loader data), plus 404.html,
 * robots.txt and, when site.url is set, sitemap.xml.
 * Hosting serves each file at exactly its route (see firebase.json).
 *
 * Options: --outDir DIR (default dist/, or dist/ beside the config CATALOGUE_CONFIG names).
 * Needs Firebase settings (VITE_FIREBASE_*), or CATALOGUE_DEMO=1 for a demo on the built-in data;
 * a build against a local Firestore (VITE_FIRESTORE_EMULATOR_HOST) needs CATALOGUE_LOCAL_FIRESTORE=1.
 * Writes the hosting config for these settings too: firebase.json beside the config for the
 * default output folder, else DIR/firebase.json (so a committed firebase.json is never overwritten).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageFiles, pageHtml } from './page-file.ts';
import { indexedRoutes, robotsTxt, sitemapXml } from './sitemap.ts';
import { pageAlternates } from '../../src/site/head.ts';
import { catalogueFile, generatedPath } from '../catalogue/catalogue-file.ts';
import { writeHostingJson } from '../hosting/hosting-json.ts';
import { buildEnv } from './build-env.ts';
import { buildData } from './demo-guard.ts';
import { writeServiceWorker } from './service-worker.ts';
import { openAdminReadSource, prerenderReader } from './prerender-source.ts';

const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const shop = catalogueFile();
const OUT = values.outDir ? resolve(values.outDir) : generatedPath(shop, 'dist');
const HOSTING_JSON = values.outDir ? join(OUT, 'firebase.json') : generatedPath(shop, 'firebase.json');
const env = buildEnv();
// Before anything is built: a missing or half-set setting fails here, not as a blank page after deploy.
const data = (() => {
  try {
    return buildData(env, process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
console.log(data.note);
// One folder per build: two builds at once (a test beside a dev's build) must not share it.
const SERVER_OUT = resolve(`node_modules/.cache/prerender-${process.pid}`);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

// The manifest tells the service worker's build which files each page needs (read, then removed).
await build({ logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true, manifest: true } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: SERVER_OUT, emptyOutDir: true, copyPublicDir: false, minify: false },
  // Bundled rather than required at run time: its CommonJS build breaks `styled.h1` under Node's ESM loader.
  ssr: { noExternal: ['styled-components'] },
});

type Renderer = typeof import('../../src/app/prerender.tsx');
const { createRenderer } = (await import(pathToFileURL(join(SERVER_OUT, 'prerender.js')).href)) as Renderer;
const { HYDRATION_DATA_ID } = await import('../../src/app/hydration-data.ts');

// reCAPTCHA cannot attest Node, so pre-rendering never has an App Check token: with a service-account key it
// reads with firebase-admin (which App Check enforcement does not stop), else with the web SDK and no token
// (refused once App Check is enforced on Firestore; see docs/deploying-safely.md).
const admin =
  data.settings && prerenderReader(data.settings, process.env) === 'admin'
    ? await openAdminReadSource(data.settings, process.env)
    : undefined;
if (data.settings)
  console.log(
    admin
      ? `build: pre-rendering reads the ${admin.label} with the service account in GOOGLE_APPLICATION_CREDENTIALS (works with App Check enforced)`
      : 'build: pre-rendering reads with the web SDK and no App Check token (set GOOGLE_APPLICATION_CREDENTIALS to build with App Check enforced)',
  );
const renderer = createRenderer({ ...env, VITE_FIREBASE_APPCHECK_SITE_KEY: '', VITE_FIREBASE_APPCHECK_PROVIDER: '' }, admin?.source);
const template = await readFile(join(OUT, 'index.html'), 'utf8');

const pages = renderer.sites.flatMap(pageFiles);
for (const { route, file } of pages) {
  const page = await renderer.render(route);
  const target = join(OUT, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, pageHtml(template, page, HYDRATION_DATA_ID));
}
await rm(SERVER_OUT, { recursive: true, force: true });
await admin?.close();

const { url: siteUrl } = renderer.catalogue.site;
// Every language's pages; the same page in each language names the others (hreflang), in the sitemap as in its head.
const allPages = renderer.sites.flatMap((site) => site.pages);
const alternatesOf = renderer.catalogue.locales ? (route: string) => pageAlternates(renderer.sites[0]!, route) : undefined;
await writeFile(join(OUT, 'robots.txt'), robotsTxt(siteUrl, allPages));
if (siteUrl) await writeFile(join(OUT, 'sitemap.xml'), sitemapXml(siteUrl, indexedRoutes(allPages), alternatesOf));
else console.warn('build: no sitemap.xml and no canonical links: set site.url in the catalogue to the address the site is published at');
const worker = await writeServiceWorker(OUT, renderer.catalogue, renderer.sites);
console.log(
  worker
    ? `build: sw.js keeps ${worker.files} files (${(worker.bytes / 1024).toFixed(0)} KB) at install: the chrome, the contact, showroom and offline pages`
    : 'build: offline support off (site.offline: false): sw.js removes the worker visitors may have',
);
await writeHostingJson(HOSTING_JSON, renderer.catalogue, data.settings, {
  publicDir: OUT,
  rulesFile: generatedPath(shop, 'firestore.rules'),
  indexesFile: generatedPath(shop, 'firestore.indexes.json'),
  storageRulesFile: generatedPath(shop, 'storage.rules'),
});
console.log(`build: ${pages.length} pages pre-rendered into ${OUT}, hosting config in ${HOSTING_JSON}, in ${seconds()} s`);
