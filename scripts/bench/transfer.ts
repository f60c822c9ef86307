import type { Browser, Page, Request } from 'playwright-core';
import { pageUrl, type BenchPage } from './bench-page.ts';
import { classify, KINDS, type ChunkKinds, type ResourceKind } from './classify.ts';
import { PHONE } from './chromium.ts';
import { staysLocal } from './loopback.ts';
import { networkQuiet } from './network-quiet.ts';

export interface RequestRecord {
  url: string;
  kind: ResourceKind;
  status: number | null;
  encodedBytes: number;
  contentEncoding: string | null;
}

export interface TransferResult {
  page: string;
  url: string;
  requests: number;
  failed: number;
  bytes: Record<ResourceKind | 'total', number>;
  /** Elements in the DOM (document.querySelectorAll('*')) once the page was left alone IDLE_MS after its load event. */
  elementsAfterIdle: number;
  /** Requests addressed outside loopback: each one fails the benchmark. */
  leaks: string[];
  log: RequestRecord[];
}

/** How long a page is left alone, no scrolling, before its elements are counted. */
export const IDLE_MS = 10_000;

/**
 * Every request of a cold first load of one route, in a fresh context (empty cache), until the
 * network is quiet (what was fetched before the page was idle); then, the page still untouched,
 * its element count IDLE_MS after the load event.
 */
export async function measureTransfer(browser: Browser, target: BenchPage): Promise<TransferResult> {
  const { chunks } = target;
  const url = pageUrl(target);
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<RequestRecord>[] = [];
  const leaks: string[] = [];
  let failed = 0;
  page.on('request', (request) => {
    if (!staysLocal(request.url())) leaks.push(request.url());
  });
  page.on('requestfinished', (request) => pending.push(record(request, chunks)));
  page.on('requestfailed', (request) => {
    failed += 1;
    pending.push(record(request, chunks));
  });
  try {
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await quiet;
    // Only what came before the page was idle counts; later requests are still checked for leaks.
    const log = await Promise.all([...pending]);
    const failedBeforeIdle = failed + log.filter((r) => r.status !== null && r.status >= 400).length;
    const elementsAfterIdle = await elementsAfter(page, IDLE_MS);
    return { page: target.name, url, requests: log.length, failed: failedBeforeIdle, bytes: totals(log), elementsAfterIdle, leaks, log };
  } finally {
    await context.close();
  }
}

/** The DOM's element count once `ms` have passed since the load event, nothing having touched the page. */
async function elementsAfter(page: Page, ms: number): Promise<number> {
  await page.waitForFunction(
    (idle) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd >= idle;
    },
    ms,
    { timeout: ms + 30_000, polling: 250 },
  );
  return page.evaluate(() => document.querySelectorAll('*').length);
}

async function record(request: Request, chunks: ChunkKinds): Promise<RequestRecord> {
  const response = await request.response();
  const headers = response ? await response.allHeaders() : {};
  const sizes = request.failure() ? undefined : await request.sizes();
  return {
    url: request.url(),
    kind: classify(new URL(request.url()).pathname, request.resourceType(), headers['content-type'] ?? '', chunks),
    status: response?.status() ?? null,
    encodedBytes: sizes?.responseBodySize ?? 0,
    contentEncoding: headers['content-encoding'] ?? null,
  };
}

function totals(log: RequestRecord[]): TransferResult['bytes'] {
  const bytes = Object.fromEntries([...KINDS, 'total'].map((k) => [k, 0])) as TransferResult['bytes'];
  for (const r of log) {
    bytes[r.kind] += r.encodedBytes;
    bytes.total += r.encodedBytes;
  }
  return bytes;
}
