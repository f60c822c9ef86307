/**
 * `npm run bench`: builds the site as deployed and two references, a bare React
 * + React Router page (the floor) and a static HTML page (the limit), serves all
 * three as Firebase Hosting would on loopback and measures what a cheap phone on
 * mobile data would get. It reports, targets included; it never fails on a slow
 * number, only when the measurement itself breaks or a request leaves loopback.
 *
 * Options: --runs N (Lighthouse runs per page, default 3; 1 for a quick look), --loads N (cold loads of the long list, default 3),
 * --images-unresized (also build with the config's images.variants removed: the photos as uploaded),
 * --images-before REF (also build commit REF in a temporary git worktree: the pictures as they were).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { buildBareReference } from './build-reference.ts';
import { benchRoutes } from './bench-routes.ts';
import { openCatalogueOrExit } from '../catalogue/open-catalogue.ts';
import { buildSite, type BuiltSite } from './build-site.ts';
import { CHROME_FLAGS, chromePath } from './chromium.ts';
import { compare, figures } from './comparison.ts';
import { comparisonTables } from './comparison-report.ts';
import { gitState } from './git-state.ts';
import { measureImageBytes, type ImageBytes } from './image-bytes.ts';
import { imageTable } from './image-report.ts';
import { buildSiteAt, buildUnresizedSite } from './image-sites.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { measureListInteraction } from './list-interaction.ts';
import { lighthouseNotes, lighthouseTable, listSummary, transferTable } from './report.ts';
import { servePages, type ServedPages } from './serve-pages.ts';
import { measureTransfer, type TransferResult } from './transfer.ts';

// The shop CATALOGUE_CONFIG names (else the shipped one); its pages decide what is measured.
const ROUTES = benchRoutes(openCatalogueOrExit().catalogue);
const TRANSFER_ROUTES = ROUTES.transfer;
const LIGHTHOUSE_ROUTES = ROUTES.lighthouse;
const LIST_ROUTE = ROUTES.list;
const OUT_DIR = '.bench';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    loads: { type: 'string', default: '3' },
    'images-unresized': { type: 'boolean', default: false },
    'images-before': { type: 'string' },
  },
});
const runs = positive(values.runs, '--runs');
const loads = positive(values.loads, '--loads');
// Each site built only for the image figures adds a build and three page loads.
const DEADLINE_MS = (20 + 10 * [values['images-unresized'], values['images-before']].filter(Boolean).length) * 60_000;

// Bounded: a hung browser must not keep CI waiting.
setTimeout(() => {
  console.error(`bench: gave up after ${DEADLINE_MS / 60_000} minutes`);
  process.exit(2);
}, DEADLINE_MS).unref();

const started = performance.now();
const log = (step: string) => console.error(`bench: ${step} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

// The sites the image figures compare with, measured first: each is built, served, measured and gone.
const images: Record<string, ImageBytes[]> = {};
if (values['images-before'])
  images[`at ${values['images-before']}`] = await imagesOf(`the site at ${values['images-before']}`, () =>
    buildSiteAt(values['images-before']!),
  );
if (values['images-unresized']) images.unresized = await imagesOf('the site without resized copies', buildUnresizedSite);

log('building the site (npm run build)');
const site = await buildSite();
const temps = [site.dir];
try {
  log('building the bare React reference');
  const bare = await buildBareReference();
  temps.push(bare.dir);
  const pages = await servePages(site.dir, site.dataChunks, bare.dir);
  try {
    log(`serving the site at ${pages.site('/').origin}, bare React at ${pages.bare.origin}, static HTML at ${pages.static.origin}`);
    const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
    const transfer: TransferResult[] = [];
    let list;
    const chromiumVersion = browser.version();
    try {
      for (const page of [...TRANSFER_ROUTES.map(pages.site), pages.bare, pages.static]) {
        log(`first load ${page.name}`);
        transfer.push(await measureTransfer(browser, page));
      }
      uncompressedText(transfer);
      images.now = await measureImages(browser, pages);
      log(`CPU-throttled loads and search on ${LIST_ROUTE}`);
      list = await measureListInteraction(browser, pages.site('/').origin, LIST_ROUTE, loads);
    } finally {
      await browser.close();
    }
    const lighthousePages = [...LIGHTHOUSE_ROUTES.map(pages.site), pages.bare, pages.static];
    log(`Lighthouse x${runs} on ${lighthousePages.map((p) => p.name).join(', ')}`);
    const lighthouse = await runLighthouse(lighthousePages, runs);

    const byPage = new Map(lighthouse.map((l) => [l.page, figures(l, transfer)]));
    const comparison = compare(
      lighthouse.map((l) => ({ page: l.page, figures: byPage.get(l.page)!, isSite: LIGHTHOUSE_ROUTES.includes(l.page) })),
      byPage.get(pages.bare.name)!,
      byPage.get(pages.static.name)!,
    );

    const seconds = (performance.now() - started) / 1000;
    const leaks = [...new Set([...transfer.flatMap((t) => t.leaks), ...list.leaks, ...lighthouse.flatMap((l) => l.leaks)])];
    const meta = {
      date: new Date().toISOString(),
      ...gitState(),
      node: process.version,
      chromium: chromiumVersion,
      cpus: cpus().length,
      buildSeconds: site.seconds,
      bareBuildSeconds: bare.seconds,
      runSeconds: seconds,
      options: { runs, loads, imagesUnresized: values['images-unresized'], imagesBefore: values['images-before'] ?? null },
    };
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(
      `${OUT_DIR}/results.json`,
      `${JSON.stringify({ meta, transfer, images, list, lighthouse, comparison, leaks }, null, 2)}\n`,
    );

    console.log(
      [
        transferTable(transfer),
        imageTable(images),
        `${lighthouseTable(lighthouse)}\n${lighthouseNotes(lighthouse)}`,
        comparisonTables(comparison),
        listSummary(list),
      ]
        .map((block) => `\n${block}`)
        .join('\n'),
    );
    const warnings = [...new Set(lighthouse.flatMap((l) => l.warnings))];
    if (warnings.length) console.log(`\nLighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
    console.log(`\nfull results: ${OUT_DIR}/results.json; ${seconds.toFixed(0)} s in all (build ${site.seconds.toFixed(0)} s)`);
    if (leaks.length) {
      console.error(`\nbench: FAILED, ${leaks.length} request(s) left loopback:\n${leaks.map((u) => `  ${u}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await pages.close();
  }
} finally {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
}

async function measureImages(browser: Browser, pages: ServedPages): Promise<ImageBytes[]> {
  const results: ImageBytes[] = [];
  for (const route of ROUTES.images) {
    log(`images before scrolling ${route}`);
    results.push(await measureImageBytes(browser, pages.site(route)));
  }
  return results;
}

/** Builds a site to compare with, measures its images on a browser of its own, and deletes it. */
async function imagesOf(what: string, build: () => Promise<BuiltSite>): Promise<ImageBytes[]> {
  log(`building ${what}`);
  const site = await build();
  try {
    const pages = await servePages(site.dir, site.dataChunks, site.dir);
    try {
      const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
      try {
        const results = await measureImages(browser, pages);
        // Printed at once: the rest of the run takes minutes and may still fail.
        log(
          `${what}: ${results.map((r) => `${r.page} ${(r.bytes / 1024).toFixed(1)} KB in ${r.requests} images, ${r.pageHeight} px`).join('; ')}`,
        );
        return results;
      } finally {
        await browser.close();
      }
    } finally {
      await pages.close();
    }
  } finally {
    await rm(site.dir, { recursive: true, force: true });
  }
}

/** Transfer sizes only mean something if the server really compressed the text it sent. */
function uncompressedText(results: TransferResult[]) {
  const plain = results.flatMap((r) =>
    r.log.filter((q) => ['js', 'css', 'data'].includes(q.kind) && q.status === 200 && q.contentEncoding !== 'gzip'),
  );
  if (plain.length) throw new Error(`served without gzip: ${plain.map((q) => q.url).join(', ')}`);
}

function positive(raw: string, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return n;
}
