/**
 * `npm run bench`: builds the site as deployed twice, on demo data and against a
 * local Firestore seeded with the demo catalogue (the production path), and two
 * references, a bare React + React Router page (the floor) and a static HTML page
 * (the limit); serves them as Firebase Hosting would on loopback and measures what
 * a cheap phone on mobile data would get, a returning visitor with a warm service worker included
 * (issue 22), ending with issue 20's table and targets. It reports, targets included; it never fails on a slow
 * number, only when the measurement itself breaks or a request leaves loopback.
 *
 * Options: --runs N (Lighthouse runs per page, default 3; 1 for a quick look), --loads N (cold loads of the long list, default 3),
 * --images-unresized (also build with the config's images.variants removed: the photos as uploaded),
 * --images-before REF (also build commit REF in a temporary git worktree: the pictures as they were),
 * --js-before REF (also build commit REF both ways, demo and local Firestore, and compare each transfer route's
 * first-load JS with now's: the owner's pages must not grow the public ones by more than 1 KB, issue 31).
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
import { buildFirestoreSite, type FirestoreSite } from './firestore-site.ts';
import { measureFirstLoadJs } from './first-load-js.ts';
import { idleFigures } from './idle-figures.ts';
import { idleTable, targetsBlock } from './idle-report.ts';
import { compareJs, type JsFigure } from './js-comparison.ts';
import { jsTable } from './js-report.ts';
import { firstLoadJsOf } from './js-sites.ts';
import { measureListInteraction, type ListInteraction } from './list-interaction.ts';
import { lighthouseNotes, languageLcp, lighthouseTable, listSummary, transferTable } from './report.ts';
import { repeatTargets, type RepeatVisit } from './repeat-figures.ts';
import { repeatTable } from './repeat-report.ts';
import { measureRepeatVisit } from './repeat-visit.ts';
import { servePages, type ServedPages } from './serve-pages.ts';
import { IDLE_MS, measureTransfer, type TransferResult } from './transfer.ts';

// The shop CATALOGUE_CONFIG names (else the shipped one); its pages decide what is measured.
const CATALOGUE = openCatalogueOrExit().catalogue;
const ROUTES = benchRoutes(CATALOGUE);
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
    'js-before': { type: 'string' },
  },
});
const runs = positive(values.runs, '--runs');
const loads = positive(values.loads, '--loads');
// Two builds (demo data and the local Firestore), each page left 10 s idle, Lighthouse on both;
// each site built only for the image figures adds a build and three page loads, --js-before two builds
// (one seeding its own local Firestore) and a load of each transfer route in each.
const extraBuilds = [values['images-unresized'], values['images-before']].filter(Boolean).length + (values['js-before'] ? 2 : 0);
const DEADLINE_MS = (40 + 10 * extraBuilds) * 60_000;

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
const jsBefore = values['js-before'] ? await jsAt(values['js-before']) : undefined;

log('building the site on demo data (npm run build)');
const site = await buildSite();
const temps = [site.dir];
let firestore: FirestoreSite | undefined;
try {
  log('building the bare React reference');
  const bare = await buildBareReference();
  temps.push(bare.dir);
  log('seeding a local Firestore with the demo catalogue and building the site against it');
  firestore = await buildFirestoreSite();
  log(`Firestore build: ${firestore.products} products on ${firestore.firestore}, built in ${firestore.seconds.toFixed(0)} s`);
  const pages = await servePages({ ...site, label: 'demo ' }, bare.dir);
  const onFirestore = await servePages({ ...firestore, label: 'firestore ' }, bare.dir).catch(async (error: unknown) => {
    await pages.close();
    throw error;
  });
  const builds = [
    { build: 'demo', pages, dir: site.dir },
    { build: 'firestore', pages: onFirestore, dir: firestore.dir },
  ];
  try {
    log(
      `serving the demo build at ${pages.site('/').origin}, the Firestore build at ${onFirestore.site('/').origin}, bare React at ${pages.bare.origin}, static HTML at ${pages.static.origin}`,
    );
    const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
    const transfer: TransferResult[] = [];
    const lists: Record<string, ListInteraction> = {};
    const repeat: (RepeatVisit & { leaks: string[] })[] = [];
    const jsNow: JsFigure[] = [];
    const chromiumVersion = browser.version();
    try {
      for (const page of [...builds.flatMap((b) => TRANSFER_ROUTES.map(b.pages.site)), pages.bare, pages.static]) {
        log(`first load ${page.name}, then ${IDLE_MS / 1000} s idle`);
        transfer.push(await measureTransfer(browser, page));
      }
      uncompressedText(transfer);
      // The same cold loads again, weighed as the older commit's were: the transfer table's bytes came from this server's gzip.
      for (const { build, pages: served, dir } of jsBefore ? builds : []) {
        log(`first-load JS of ${TRANSFER_ROUTES.join(', ')}, ${build} build`);
        for (const route of TRANSFER_ROUTES) jsNow.push({ build, ...(await measureFirstLoadJs(browser, served.site(route), dir)) });
      }
      images.now = await measureImages(browser, pages);
      for (const { build, pages: served } of builds) {
        log(`CPU-throttled loads and search on ${LIST_ROUTE}, ${build} build`);
        lists[build] = await measureListInteraction(browser, served.site('/').origin, LIST_ROUTE, loads);
      }
      for (const { build, pages: served } of builds) {
        log(`first visit of ${ROUTES.repeat} until its service worker is activated, then a throttled repeat visit, ${build} build`);
        repeat.push(await measureRepeatVisit(browser, served.site(ROUTES.repeat), served.served, CATALOGUE.site.offline !== false));
      }
    } finally {
      await browser.close();
    }
    const lighthousePages = [...builds.flatMap((b) => LIGHTHOUSE_ROUTES.map(b.pages.site)), pages.bare, pages.static];
    log(`Lighthouse x${runs} on ${lighthousePages.map((p) => p.name).join(', ')}`);
    const lighthouse = await runLighthouse(lighthousePages, runs);

    const sitePages = new Set(builds.flatMap((b) => LIGHTHOUSE_ROUTES.map((r) => b.pages.site(r).name)));
    const byPage = new Map(lighthouse.map((l) => [l.page, figures(l, transfer)]));
    const comparison = compare(
      lighthouse.map((l) => ({ page: l.page, figures: byPage.get(l.page)!, isSite: sitePages.has(l.page) })),
      byPage.get(pages.bare.name)!,
      byPage.get(pages.static.name)!,
    );
    const idle = idleFigures(
      builds.map(({ build, pages: served }) => ({ build, name: (route: string) => served.site(route).name })),
      { lighthouse, transfer, lists, bareName: pages.bare.name },
      { routes: LIGHTHOUSE_ROUTES, lists: ROUTES.lists, listRoute: LIST_ROUTE },
    );
    for (const visit of repeat) {
      const row = idle.targets.find((t) => t.name === visit.page);
      if (row) row.checks.push(...repeatTargets(visit));
      else idle.targets.push({ name: visit.page, checks: repeatTargets(visit) });
    }

    const seconds = (performance.now() - started) / 1000;
    const leaks = [
      ...new Set([
        ...transfer.flatMap((t) => t.leaks),
        ...Object.values(lists).flatMap((l) => l.leaks),
        ...repeat.flatMap((r) => r.leaks),
        ...lighthouse.flatMap((l) => l.leaks),
      ]),
    ];
    const meta = {
      date: new Date().toISOString(),
      ...gitState(),
      node: process.version,
      chromium: chromiumVersion,
      cpus: cpus().length,
      buildSeconds: site.seconds,
      firestoreBuildSeconds: firestore.seconds,
      bareBuildSeconds: bare.seconds,
      runSeconds: seconds,
      options: {
        runs,
        loads,
        imagesUnresized: values['images-unresized'],
        imagesBefore: values['images-before'] ?? null,
        jsBefore: values['js-before'] ?? null,
      },
    };
    const js = jsBefore && { ...jsBefore, now: jsNow, comparison: compareJs(jsNow, jsBefore.at) };
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(
      `${OUT_DIR}/results.json`,
      `${JSON.stringify({ meta, transfer, js: js ?? null, images, lists, repeat, lighthouse, comparison, idle, leaks }, null, 2)}\n`,
    );

    console.log(
      [
        transferTable(transfer),
        ...(js ? [jsTable(js.comparison, js.before)] : []),
        imageTable(images),
        `${lighthouseTable(lighthouse)}\n${lighthouseNotes(lighthouse)}\n${languageLcp(lighthouse, ROUTES.languages)}`,
        comparisonTables(comparison),
        ...Object.entries(lists).map(([build, list]) => `${build} build: ${listSummary(list)}`),
        repeatTable(repeat),
        idleTable(idle.pages, idle.bare, runs),
        targetsBlock(idle.targets),
      ]
        .map((block) => `\n${block}`)
        .join('\n'),
    );
    const warnings = [...new Set(lighthouse.flatMap((l) => l.warnings))];
    if (warnings.length) console.log(`\nLighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
    console.log(
      `\nfull results: ${OUT_DIR}/results.json; ${seconds.toFixed(0)} s in all (builds: demo ${site.seconds.toFixed(0)} s, Firestore ${firestore.seconds.toFixed(0)} s)`,
    );
    if (leaks.length) {
      console.error(`\nbench: FAILED, ${leaks.length} request(s) left loopback:\n${leaks.map((u) => `  ${u}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([pages.close(), onFirestore.close()]);
  }
} finally {
  // The local Firestore stays up until every page that reads it has been measured.
  await firestore?.stop();
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

/** Both builds at `ref`, each transfer route's first-load JS measured and printed at once, and the builds deleted. */
async function jsAt(ref: string): Promise<{ before: string; at: JsFigure[] }> {
  const at = await firstLoadJsOf(TRANSFER_ROUTES, ref, log);
  log(`first-load JS at ${ref}: ${at.map((f) => `${f.page} ${(f.code / 1024).toFixed(1)} KB`).join('; ')}`);
  return { before: ref, at };
}

/** Builds a site to compare with, measures its images on a browser of its own, and deletes it. */
async function imagesOf(what: string, build: () => Promise<BuiltSite>): Promise<ImageBytes[]> {
  log(`building ${what}`);
  const site = await build();
  try {
    const pages = await servePages(site, site.dir);
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

/**
 * Transfer sizes only mean something if the hosting server really compressed the text it sent. The local
 * Firestore's answers are left out: it sends them plain, where Google's servers would compress them.
 */
function uncompressedText(results: TransferResult[]) {
  const plain = results.flatMap((r) =>
    r.log.filter(
      (q) =>
        new URL(q.url).origin === new URL(r.url).origin &&
        ['js', 'firebase', 'css', 'data'].includes(q.kind) &&
        q.status === 200 &&
        q.contentEncoding !== 'gzip',
    ),
  );
  if (plain.length) throw new Error(`served without gzip: ${plain.map((q) => q.url).join(', ')}`);
}

function positive(raw: string, name: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return n;
}
