/**
 * `npm run build`: the browser bundle, then every registered route pre-rendered
 * into its own HTML file (head tags, markup, styles and loader data), plus 404.html,
 * robots.txt and, when site.url is set, sitemap.xml.
 * Hosting serves each file at exactly its route (see firebase.json).
 *
 * Options: --outDir DIR (default dist/, or dist/ beside the config CATALOGUE_CONFIG names).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { pageFile, pageHtml } from './page-file.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { catalogueFile, generatedPath } from '../catalogue/catalogue-file.ts';

const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const OUT = values.outDir ? resolve(values.outDir) : generatedPath(catalogueFile(), 'dist');
const SERVER_OUT = resolve('node_modules/.cache/prerender');
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

await build({ logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: SERVER_OUT, emptyOutDir: true, copyPublicDir: false, minify: false },
  // Bundled rather than required at run time: its CommonJS build breaks `styled.h1` under Node's ESM loader.
  ssr: { noExternal: ['styled-components'] },
});

type Renderer = typeof import('../../src/app/prerender.tsx');
const { createRenderer, NOT_FOUND_PATH } = (await import(pathToFileURL(join(SERVER_OUT, 'prerender.js')).href)) as Renderer;
const { HYDRATION_DATA_ID } = await import('../../src/app/hydration-data.ts');

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...pick(process.env, 'VITE_') };
const renderer = createRenderer(env);
const template = await readFile(join(OUT, 'index.html'), 'utf8');

const pages = [...renderer.catalogue.pages.map((p) => ({ route: p.route, file: pageFile(p.route) })), { route: NOT_FOUND_PATH, file: '404.html' }];
for (const { route, file } of pages) {
  const page = await renderer.render(route);
  const target = join(OUT, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, pageHtml(template, page, HYDRATION_DATA_ID));
}
await rm(SERVER_OUT, { recursive: true, force: true });

const { url: siteUrl } = renderer.catalogue.site;
await writeFile(join(OUT, 'robots.txt'), robotsTxt(siteUrl));
if (siteUrl) await writeFile(join(OUT, 'sitemap.xml'), sitemapXml(siteUrl, renderer.catalogue.pages.map((p) => p.route)));
else console.warn('build: no sitemap.xml and no canonical links: set site.url in the catalogue to the address the site is published at');
console.log(`build: ${pages.length} pages pre-rendered into ${OUT} in ${seconds()} s`);

function pick(all: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[0].startsWith(prefix) && e[1] !== undefined));
}
