import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageUrl, type BenchPage } from './bench-page.ts';
import { CHROME_FLAGS, chromePath } from './chromium.ts';
import { diagnostics, type Diagnostics, type Lhr } from './lighthouse-diagnostics.ts';
import { staysLocal } from './loopback.ts';
import { median } from './stats.ts';

export interface LighthouseMetrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalByteWeight: number;
  /** The longest main-thread task Lighthouse reports (long-tasks, 4× CPU as simulated), ms; 0 when none was long. */
  longestTaskMs: number;
}

export interface LighthouseResult {
  page: string;
  url: string;
  runs: LighthouseMetrics[];
  /** Per-metric median over the runs (a single run when runs is 1). */
  median: LighthouseMetrics;
  /** Where the time went, per run. */
  diagnostics: Diagnostics[];
  warnings: string[];
  leaks: string[];
}

const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
  totalByteWeight: 'total-byte-weight',
} as const;

/**
 * Lighthouse's default mobile run (simulated slow 4G, 4x CPU), performance only:
 * the other categories would fetch robots.txt and the like for nothing.
 */
export async function runLighthouse(pages: BenchPage[], runs: number): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const url = pageUrl(page);
      const measured: LighthouseMetrics[] = [];
      const details: Diagnostics[] = [];
      const warnings: string[] = [];
      const leaks: string[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await auditOnce(chrome.port, url);
        measured.push(metrics(lhr));
        details.push(diagnostics(lhr, page.origin));
        warnings.push(...lhr.runWarnings);
        leaks.push(...requestedUrls(lhr).filter((url) => !staysLocal(url)));
      }
      results.push({ page: page.name, url, runs: measured, median: medianMetrics(measured), diagnostics: details, warnings, leaks });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

// Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): a broken
// measurement is taken again, up to this many times in all; a slow one never is.
const ATTEMPTS = 3;

async function auditOnce(port: number, url: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
    });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = outcome;
    if (!lhr.runtimeError) return lhr;
    const problem = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= ATTEMPTS) throw new Error(`${problem} (${ATTEMPTS} attempts)`);
    console.error(`bench: ${problem}; measuring again`);
  }
}

function metrics(lhr: Lhr): LighthouseMetrics {
  const value = (id: string) => {
    const numeric = lhr.audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`Lighthouse audit ${id} has no value: ${lhr.audits[id]?.errorMessage ?? 'missing'}`);
    return numeric;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
  return {
    score: Math.round(score * 100),
    ...(Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, value(id)])) as Omit<
      LighthouseMetrics,
      'score' | 'longestTaskMs'
    >),
    longestTaskMs: longestTask(lhr),
  };
}

function longestTask(lhr: Lhr): number {
  const details = lhr.audits['long-tasks']?.details;
  if (!details || details.type !== 'table') return 0;
  return Math.max(0, ...details.items.map((item) => Number(item.duration)).filter((d) => Number.isFinite(d)));
}

/** Every URL the page asked for during the run, from the network-requests audit. */
function requestedUrls(lhr: Lhr): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => {
    // Always a string in this audit; anything else must not pass the leak check as "[object Object]".
    if (typeof item.url !== 'string') throw new Error(`network-requests row without a URL: ${JSON.stringify(item)}`);
    return item.url;
  });
}

function medianMetrics(runs: LighthouseMetrics[]): LighthouseMetrics {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseMetrics)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as LighthouseMetrics;
}
