import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { pageUrl, type BenchPage } from './bench-page.ts';
import { PHONE } from './chromium.ts';
import { networkQuiet } from './network-quiet.ts';

export interface LoadedScript {
  /** URL path, /assets/… */
  path: string;
  /** gzip -9 of the file as built. */
  gzip: number;
  kind: 'code' | 'firebase' | 'data';
}

export interface FirstLoadJs {
  page: string;
  route: string;
  scripts: LoadedScript[];
  /** The site's code and the Firebase SDK's, gzip -9: what the owner's work must not grow. */
  code: number;
  /** The part of `code` in the Firebase SDK's chunks. */
  firebase: number;
  /** Demo-data chunks: products, not code. */
  data: number;
}

/**
 * The .js files a cold first load of `target` fetched until the page was hydrated and the network
 * quiet (the transfer table's "first load"), each weighed as gzip -9 of the file in `dir`. Weighing
 * the files rather than the bytes on the wire gives the same figure for the same file whatever
 * server sends it, so two builds differ only by their code.
 */
export async function measureFirstLoadJs(browser: Browser, target: BenchPage, dir: string): Promise<FirstLoadJs> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const paths = new Set<string>();
  // On the request, not the response: a script still downloading when the network went quiet counts.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === target.origin && url.pathname.endsWith('.js')) paths.add(url.pathname);
  });
  try {
    const quiet = networkQuiet(page);
    // Should the load fail first, the wait's own timeout must not end the run as an unhandled rejection.
    quiet.catch(() => undefined);
    await page.goto(pageUrl(target), { waitUntil: 'load', timeout: 60_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await quiet;
  } finally {
    await context.close();
  }
  const scripts = await Promise.all(
    [...paths].sort().map(async (path): Promise<LoadedScript> => ({
      path,
      gzip: gzipSync(await readFile(join(dir, decodeURIComponent(path))), { level: 9 }).length,
      kind: target.chunks.data.has(path) ? 'data' : target.chunks.firebase.has(path) ? 'firebase' : 'code',
    })),
  );
  return { page: target.name, route: target.route, scripts, ...scriptTotals(scripts) };
}

export function scriptTotals(scripts: LoadedScript[]): Pick<FirstLoadJs, 'code' | 'firebase' | 'data'> {
  const sum = (kinds: LoadedScript['kind'][]) => scripts.filter((s) => kinds.includes(s.kind)).reduce((n, s) => n + s.gzip, 0);
  return { code: sum(['code', 'firebase']), firebase: sum(['firebase']), data: sum(['data']) };
}
