import type { Browser, Request } from 'playwright-core';
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
  route: string;
  requests: number;
  failed: number;
  bytes: Record<ResourceKind | 'total', number>;
  /** Requests addressed outside loopback: each one fails the benchmark. */
  leaks: string[];
  log: RequestRecord[];
}

/** Every request of a cold first load of one route, in a fresh context (empty cache). */
export async function measureTransfer(browser: Browser, origin: string, route: string, dataChunks: Set<string>): Promise<TransferResult> {
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
    await page.goto(origin + route, { waitUntil: 'load', timeout: 60_000 });
    await quiet;
    const log = await Promise.all(pending);
    failed += log.filter((r) => r.status !== null && r.status >= 400).length;
    return { route, requests: log.length, failed, bytes: totals(log), leaks, log };
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
