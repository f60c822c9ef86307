import type { Browser, Request } from 'playwright-core';
import { pageUrl, type BenchPage } from './bench-page.ts';
import { classify, KINDS, type ResourceKind } from './classify.ts';
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
  /** Requests addressed outside loopback: each one fails the benchmark. */
  leaks: string[];
  log: RequestRecord[];
}

/** Every request of a cold first load of one route, in a fresh context (empty cache). */
export async function measureTransfer(browser: Browser, target: BenchPage): Promise<TransferResult> {
  const { dataChunks } = target;
  const url = pageUrl(target);
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<RequestRecord>[] = [];
  const leaks: string[] = [];
  let failed = 0;
  page.on('request', (request) => {
    if (!staysLocal(request.url())) leaks.push(request.url());
  });
  page.on('requestfinished', (request) => pending.push(record(request, dataChunks)));
  page.on('requestfailed', (request) => {
    failed += 1;
    pending.push(record(request, dataChunks));
  });
  try {
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await quiet;
    const log = await Promise.all(pending);
    failed += log.filter((r) => r.status !== null && r.status >= 400).length;
    return { page: target.name, url, requests: log.length, failed, bytes: totals(log), leaks, log };
  } finally {
    await context.close();
  }
}

async function record(request: Request, dataChunks: Set<string>): Promise<RequestRecord> {
  const response = await request.response();
  const headers = response ? await response.allHeaders() : {};
  const sizes = request.failure() ? undefined : await request.sizes();
  return {
    url: request.url(),
    kind: classify(new URL(request.url()).pathname, request.resourceType(), headers['content-type'] ?? '', dataChunks),
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
