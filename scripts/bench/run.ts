/**
 * `npm run bench`: builds the site, serves it gzipped on loopback and measures
 * what a cheap phone on mobile data would get. It reports; it never fails on a
 * slow number, only when the measurement itself breaks or a request leaves loopback.
 *
 * Options: --runs N (Lighthouse runs per route, default 3; 1 for a quick look), --loads N (cold loads of the long list, default 3).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildSite } from './build-site.ts';
import { CHROME_FLAGS, chromePath } from './chromium.ts';
import { gitState } from './git-state.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { measureListInteraction } from './list-interaction.ts';
import { lighthouseNotes, lighthouseTable, listSummary, transferTable } from './report.ts';
import { serveStatic } from './static-server.ts';
import { measureTransfer, type TransferResult } from './transfer.ts';

const TRANSFER_ROUTES = ['/', '/saree', '/Churidar', '/LadiesBag', '/contact-us'];
const LIGHTHOUSE_ROUTES = ['/', '/saree', '/Churidar'];
const LIST_ROUTE = '/Churidar';
const OUT_DIR = '.bench';
const DEADLINE_MS = 10 * 60_000;

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

log('building');
const site = await buildSite();
const server = await serveStatic(site.dir);
try {
  log(`serving ${site.dir} at ${server.origin}`);
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const transfer: TransferResult[] = [];
  let list;
  const chromiumVersion = browser.version();
  try {
    for (const route of TRANSFER_ROUTES) {
      log(`first load ${route}`);
      transfer.push(await measureTransfer(browser, server.origin, route, site.dataChunks));
    }
    uncompressedText(transfer);
    log(`CPU-throttled loads and search on ${LIST_ROUTE}`);
    list = await measureListInteraction(browser, server.origin, LIST_ROUTE, loads);
  } finally {
    await browser.close();
  }
  log(`Lighthouse x${runs} on ${LIGHTHOUSE_ROUTES.join(' ')}`);
  const lighthouse = await runLighthouse(server.origin, LIGHTHOUSE_ROUTES, runs);

  const seconds = (performance.now() - started) / 1000;
  const leaks = [...new Set([...transfer.flatMap((t) => t.leaks), ...list.leaks, ...lighthouse.flatMap((l) => l.leaks)])];
  const meta = {
    date: new Date().toISOString(),
    ...gitState(),
    node: process.version,
    chromium: chromiumVersion,
    cpus: cpus().length,
    buildSeconds: site.seconds,
    runSeconds: seconds,
    options: { runs, loads },
  };
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(`${OUT_DIR}/results.json`, `${JSON.stringify({ meta, transfer, list, lighthouse, leaks }, null, 2)}\n`);

  console.log(`\n${transferTable(transfer)}\n\n${lighthouseTable(lighthouse)}\n${lighthouseNotes(lighthouse)}\n\n${listSummary(list)}\n`);
  const warnings = [...new Set(lighthouse.flatMap((l) => l.warnings))];
  if (warnings.length) console.log(`Lighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}\n`);
  console.log(`full results: ${OUT_DIR}/results.json; ${seconds.toFixed(0)} s in all (build ${site.seconds.toFixed(0)} s)`);
  if (leaks.length) {
    console.error(`\nbench: FAILED, ${leaks.length} request(s) left loopback:\n${leaks.map((u) => `  ${u}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
  await rm(site.dir, { recursive: true, force: true });
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
