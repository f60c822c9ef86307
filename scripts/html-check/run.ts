import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveHosting } from '../hosting/server.ts';
import { catalogueFile, generatedPath, LANGUAGES_CONFIG, SPEC_CONFIG, type CatalogueFile } from '../catalogue/catalogue-file.ts';
import { allowed } from './allow-list.ts';
import { formatErrors, relativePath } from './report.ts';
import { checkedRoutes } from './routes.ts';
import { snapshotRoutes } from './snapshot.ts';
import { validate } from './vnu.ts';

/**
 * Validates the built HTML files and, per route, the DOM after hydration: React
 * and third-party components add markup that no file on disk shows.
 * Usage: npm run check-html [-- <built site dir>]   (after a build of CATALOGUE_CONFIG's shop; default its dist/)
 *        npm run check-html -- --spec              (the specification's shop, as `npm run test:e2e` built it)
 *        npm run check-html -- --languages         (the bilingual shop, as `npm run test:e2e:languages` built it)
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { spec: { type: 'boolean', default: false }, languages: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (values.spec && values.languages) throw new Error('--spec and --languages name two shops: give one');
  const shop = catalogueFile(values.spec ? SPEC_CONFIG : values.languages ? LANGUAGES_CONFIG : undefined);
  const dist = positionals[0] ? resolve(positionals[0]) : generatedPath(shop, 'dist');
  const started = performance.now();
  const built = htmlFiles(dist);
  if (built.length === 0)
    throw new Error(`${dist} has no HTML: build first (CATALOGUE_CONFIG=${shop.label} CATALOGUE_DEMO=1 npm run build for the demo)`);

  const routes = checkedRoutes(shop);
  const snapshots = await mkdtemp(join(tmpdir(), 'html-check-'));
  const rendered = await snapshotSite(shop, dist, routes.paths, snapshots).catch(async (error: unknown) => {
    await rm(snapshots, { recursive: true, force: true });
    throw error;
  });
  const snapshotted = performance.now();

  const errors = (await validate([...built, ...rendered])).filter((e) => !allowed(e));
  if (errors.length) console.log(formatErrors(errors, relativePath));
  const files = built.length + rendered.length;
  const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1);
  console.log(`${files} files (${built.length} built, ${rendered.length} hydrated), ${errors.length} errors`);
  // Said either way: the specification's shop has no owner's pages, so a log shows which run checked them.
  console.log(
    routes.shells.length
      ? `shells drawn in the browser, checked built and hydrated: ${routes.shells.join(', ')}`
      : "no shells drawn in the browser in this shop (the owner's pages come with owners)",
  );
  console.log(`${seconds(started)} s: browser ${seconds(started, snapshotted)} s, vnu ${seconds(snapshotted)} s`);
  // Kept on failure: the line:col above point into these files.
  if (errors.length) console.log(`hydrated snapshots kept in ${snapshots}`);
  else await rm(snapshots, { recursive: true, force: true });
  return errors.length ? 1 : 0;
}

/**
 * Served as the host serves it: /saree -> saree.html, unknown paths -> 404.html, with the headers (CSP)
 * of the firebase.json the build wrote for this shop (as `npm run serve` picks it), not the shipped shop's.
 */
async function snapshotSite(shop: CatalogueFile, dist: string, paths: string[], outDir: string): Promise<string[]> {
  const own = join(dist, 'firebase.json');
  const server = await serveHosting({ dir: dist, firebaseJson: existsSync(own) ? own : generatedPath(shop, 'firebase.json') });
  try {
    return await snapshotRoutes(server.origin, paths, outDir);
  } finally {
    await server.close();
  }
}

function htmlFiles(dir: string): string[] {
  // No folder at all reads as "build first", like an empty one.
  if (!existsSync(dir)) return [];
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  return found.map((f) => join(dir, f)).sort();
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
