/**
 * `npm run bench`: builds the site as deployed and two references, a bare React
 * + React Router page (the floor) and a static HTML page (the limit), serves all
 * three as Firebase Hosting would on loopback and measures what a cheap phone on
 * mobile data would get. It reports, targets included; it never fails on a slow
 * number, only when the measurement itself breaks or a request leaves loopback.
 *
 * Options: --runs N (Lighthouse runs per page, default 3; 1 for a quick look), --loads N (cold loads of the long list, default 3).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildBareReference } from './build-reference.ts';
import { benchRoutes } from './bench-routes.ts';
import { openCatalogueOrExit } from '../catalogue/open-catalogue.ts';
import { buildSite } from './build-site.ts';
import { CHROME_FLAGS, chromePath } from './chromium.ts';
import { compare, figures } from './comparison.ts';
import { comparisonTables } from './comparison-report.ts';
import { gitState } from './git-state.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { measureListInteraction } from './list-interaction.ts';
import { lighthouseNotes, lighthouseTable, listSummary, transferTable } from './report.ts';
import { servePages } from './serve-pages.ts';
import { measureTransfer, type TransferResult } from './transfer.ts';

// The shop CATALOGUE_CONFIG names (else the shipped one); its pages decide what is measured.
const ROUTES = benchRoutes(openCatalogueOrExit().catalogue);
const TRANSFER_ROUTES = ROUTES.transfer;
const LIGHTHOUSE_ROUTES = ROUTES.lighthouse;
const LIST_ROUTE = ROUTES.list;
const OUT_DIR = '.bench';
const DEADLINE_MS = 20 * 60_000;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, loads: { type: 'string', default: '3' } } });
const runs = positive(values.runs, '--runs');
const loads = positive(values.loads, '--loads');

// Bounded: a hung browser must not keep CI waiting.
setTimeout(() => {
  console.error(`bench: gave up after ${DEADLINE_MS / 60_000} minutes`);
  process.exit(2);
}, DEADLINE_MS).unref();

const started = performance.now();
const log = (step: string) => console.error(`bench: ${step} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

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
      options: { runs, loads },
    };
    await mkdir(OUT_DIR, { recursive: true });
    await writeFile(`${OUT_DIR}/results.json`, `${JSON.stringify({ meta, transfer, list, lighthouse, comparison, leaks }, null, 2)}\n`);

    console.log(
      [transferTable(transfer), `${lighthouseTable(lighthouse)}\n${lighthouseNotes(lighthouse)}`, comparisonTables(comparison), listSummary(list)]
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
