import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type { ServedResponse } from '../hosting/served-response.ts';
import { pageUrl, type BenchPage } from './bench-page.ts';
import { PHONE } from './chromium.ts';
import { staysLocal } from './loopback.ts';
import { networkQuiet } from './network-quiet.ts';
import { NO_WORKER, WORKER_OFF, type RepeatVisit } from './repeat-figures.ts';
import { installStart, servedIn, withArrival, within } from './served-window.ts';
import { throttle } from './throttled-page.ts';
import { throttleWorkers } from './worker-throttle.ts';

const QUIET_MS = 1000;
/** The page registers its worker when idle after hydration (requestIdleCallback, at most 10 s). */
const ACTIVATED_TIMEOUT_MS = 60_000;
const CONTROLLED_TIMEOUT_MS = 10_000;

declare global {
  interface Window {
    __benchActivatedAt?: number;
  }
}

/**
 * A returning visitor: in a fresh context with service workers allowed, an unthrottled first visit of
 * the page, until its worker is installed, activated and controls the page; then, in a new tab of the same
 * context (same worker, same HTTP cache), the page again with the CPU and network slowed as on the first
 * visit's measurements. The hosting server's log counts what came from the network, the worker's own
 * fetches included, which the page's network events never show. Every wait has a timeout that names
 * what did not happen.
 */
export async function measureRepeatVisit(
  browser: Browser,
  target: BenchPage,
  served: readonly ServedResponse[],
  /** False for a shop with `site.offline: false`. */
  offline: boolean,
): Promise<RepeatVisit & { leaks: string[] }> {
  const url = pageUrl(target);
  const leaks: string[] = [];
  if (!offline) return { page: target.name, measured: false, reason: WORKER_OFF, leaks };
  const worker = await fetch(`${target.origin}/sw.js`).then((r) => r.ok && /javascript/.test(r.headers.get('content-type') ?? ''));
  if (!worker) return { page: target.name, measured: false, reason: NO_WORKER, leaks };

  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  context.on('request', (request) => {
    if (!staysLocal(request.url())) leaks.push(request.url());
  });
  try {
    const first = await context.newPage();
    const visitStart = Date.now();
    const quiet = networkQuiet(first, QUIET_MS, 60_000);
    await first.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await quiet;
    const idleAt = Date.now() - QUIET_MS;
    const activatedAt = await workerActivated(first);
    const reloaded = !(await controlled(first));
    if (reloaded) {
      await first.reload({ waitUntil: 'load', timeout: 60_000 });
      if (!(await controlled(first))) throw new Error(`${url}: still not controlled by its service worker after a reload`);
    }
    // What the worker keeps at install and what the page asks it to keep, all done before the repeat visit.
    await networkQuiet(context, QUIET_MS, 120_000);
    const from = installStart(served, visitStart, idleAt);
    const installWindow = { startedFrom: visitStart, endedAfter: from, endedBy: activatedAt };
    const install = { ...servedIn(served, installWindow), ms: activatedAt - from };
    const installed = within(served, installWindow);
    await first.close();

    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    const release = await throttleWorkers(browser, target.origin);
    try {
      const seen = browserRequests(context);
      const start = Date.now();
      const settled = networkQuiet(context, QUIET_MS, 120_000);
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await settled;
      const { lcpAt, lcpMs } = await largestPaint(page);
      const requests = await seen();
      const sent = served.filter((r) => r.startedAt >= start);
      const log = withArrival(
        sent,
        requests.filter((r) => r.origin === target.origin && r.fromNetwork),
      );
      const others = requests.filter((r) => r.origin !== target.origin && r.bytes > 0 && r.arrivedAt <= lcpAt);
      return {
        page: target.name,
        measured: true,
        lcpMs,
        beforeLcp: servedIn(log, { endedBy: lcpAt }),
        sentBeforeLcp: servedIn(sent, { endedBy: lcpAt }),
        otherHostsBeforeLcp: { bytes: others.reduce((n, r) => n + r.bytes, 0), requests: others.length },
        afterLcp: servedIn(log, { endedAfter: lcpAt }),
        install: { ...install, urls: installed.map((r) => `${r.url} ${r.bytes} B`) },
        reloaded,
        log: log.map((r, i) => ({
          url: r.url,
          status: r.status,
          bytes: r.bytes,
          startMs: r.startedAt - start,
          sentMs: sent[i]!.endedAt - start,
          endMs: r.endedAt - start,
          dest: r.fetchDest ?? '',
        })),
        leaks,
      };
    } finally {
      await release();
    }
  } finally {
    await context.close();
  }
}

/** Date.now() when the page's worker became `activated`; fails loudly if it never does. */
async function workerActivated(page: Page): Promise<number> {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  await page.evaluate(() => {
    void navigator.serviceWorker.ready.then((registration) => {
      const worker = registration.active;
      if (worker?.state === 'activated') window.__benchActivatedAt ??= Date.now();
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'activated') window.__benchActivatedAt ??= Date.now();
      });
    });
  });
  await page
    .waitForFunction(() => window.__benchActivatedAt !== undefined, undefined, { timeout: ACTIVATED_TIMEOUT_MS, polling: 50 })
    .catch(() => {
      throw new Error(`${page.url()}: /sw.js is served but no service worker was activated within ${ACTIVATED_TIMEOUT_MS / 1000} s`);
    });
  return page.evaluate(() => window.__benchActivatedAt!);
}

/** True once the worker controls the page (clientsClaim), false if it did not within the timeout. */
async function controlled(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: CONTROLLED_TIMEOUT_MS, polling: 50 })
    .then(() => true)
    .catch(() => false);
}

/** The last largest-contentful-paint entry: its time from navigation start, and on the Date.now() clock. */
async function largestPaint(page: Page): Promise<{ lcpMs: number; lcpAt: number }> {
  const found = await page.evaluate(
    () =>
      new Promise<{ startTime: number; timeOrigin: number } | null>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve(last ? { startTime: last.startTime, timeOrigin: performance.timeOrigin } : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Nothing buffered: no callback comes.
        setTimeout(() => resolve(null), 2000);
      }),
  );
  if (!found) throw new Error(`${page.url()}: no largest-contentful-paint entry`);
  return { lcpMs: found.startTime, lcpAt: found.timeOrigin + found.startTime };
}

/** A finished request as the browser saw it, the worker's own included (Playwright reports those on the context). */
interface Seen {
  origin: string;
  url: string;
  arrivedAt: number;
  /** From the network: not answered by the worker, not from a cache. */
  bytes: number;
  fromNetwork: boolean;
}

/** Records every finished request of the context from now on, with when its last byte arrived (throttling included). */
function browserRequests(context: BrowserContext): () => Promise<Seen[]> {
  const done: Promise<Seen>[] = [];
  context.on('requestfinished', (request: Request) =>
    done.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const timing = request.timing();
        const address = new URL(request.url());
        const fromNetwork = response !== null && !response.fromServiceWorker() && timing.responseEnd >= 0;
        return {
          origin: address.origin,
          url: address.pathname + address.search,
          arrivedAt: timing.startTime + Math.max(0, timing.responseEnd),
          bytes: fromNetwork ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
          fromNetwork,
        };
      })(),
    ),
  );
  return () => Promise.all(done);
}
