import { expect, type Page } from '@playwright/test';
import { CACHE_PREFIX } from '../../../src/sw/settings.ts';

const PAGES = `${CACHE_PREFIX}-pages`;

/** Resolves once the service worker controls the page and keeps every one of `paths` (pages, by address). */
export async function untilKept(page: Page, paths: string[]): Promise<void> {
  // page.evaluate awaits the page's promise (page.waitForFunction would take the promise itself as true).
  const missing = () =>
    page.evaluate(
      async ({ paths }) => {
        if (!navigator.serviceWorker.controller) return ['(no worker controls the page yet)'];
        // Any of the site's caches: what the worker keeps at install lives in a cache of its own.
        const kept = await Promise.all(paths.map((path) => caches.match(path, { ignoreSearch: true })));
        return paths.filter((_, i) => !kept[i]);
      },
      { paths },
    );
  await expect.poll(missing, { timeout: 30_000, message: 'pages the worker does not keep yet' }).toEqual([]);
  // Playwright attaches to the worker on its own schedule, and until it has, its offline switch
  // (context.setOffline) does not reach the worker.
  const context = page.context();
  if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker', { timeout: 30_000 });
}

/** The addresses (path and query) the worker's pages cache holds, in the order it stored them. */
export async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (cache) => {
    const keys = await (await caches.open(cache)).keys();
    return keys.map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, PAGES);
}

/** The text of the page the worker keeps for `path`, as a reload will get it from the cache. */
export async function keptText(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ cache, path }) => (await (await caches.match(path, { cacheName: cache, ignoreSearch: true }))?.text()) ?? '',
    { cache: PAGES, path },
  );
}
