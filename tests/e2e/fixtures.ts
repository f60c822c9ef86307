import { mkdir } from 'node:fs/promises';
import { test as base, expect, type Page } from '@playwright/test';
import { UNKNOWN_PATH } from './support/unknown-path.ts';

export { expect };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const SCREENSHOT_DIR = 'test-results/screenshots';
// Long lists are tens of thousands of px tall; the top of the page is what a reviewer needs.
const MAX_SHOT_HEIGHT = 5000;

function isOutbound(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol.startsWith('ws')) && !LOOPBACK.has(url.hostname);
}

/** Requests that left loopback. Everything off-site is aborted; only hosts a test allows are not a failure. */
export interface Outbound {
  /** Accept (still abort) requests to this host, e.g. the frame a test clicked on purpose. */
  allow(host: string): void;
  /** Off-site requests the test allowed, in order. */
  readonly allowed: string[];
  /** Off-site requests nobody allowed: the test fails if any. */
  readonly unexpected: string[];
}

export interface Screens {
  /** Saves test-results/screenshots/<name>-<desktop|mobile>.png and attaches it to the report. */
  capture(name: string): Promise<void>;
}

async function imagesSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => img.loading !== 'lazy' && !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise<void>((done) => {
            img.addEventListener('load', () => done(), { once: true });
            img.addEventListener('error', () => done(), { once: true });
          }),
      ),
    );
  });
}

/** Resolves once React has hydrated the current document (main.tsx marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The test's connection: offline, the pictures the worker never kept fail to load, and that is expected. */
export interface Connection {
  offline(): Promise<void>;
  online(): Promise<void>;
  readonly isOffline: boolean;
}

const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)(\?.*)?$/i;

export const test = base.extend<{ outbound: Outbound; screens: Screens; connection: Connection }>({
  connection: async ({ context }, use) => {
    let isOffline = false;
    await use({
      offline: async () => {
        await context.setOffline(true);
        isOffline = true;
      },
      online: async () => {
        await context.setOffline(false);
        isOffline = false;
      },
      get isOffline() {
        return isOffline;
      },
    });
  },

  outbound: async ({ context }, use) => {
    const hosts = new Set<string>();
    const allowed: string[] = [];
    const unexpected: string[] = [];
    // Installed on the context before the page exists, so the very first request is covered too.
    await context.route(isOutbound, async (route) => {
      const url = route.request().url();
      (hosts.has(new URL(url).hostname) ? allowed : unexpected).push(url);
      await route.abort('blockedbyclient');
    });
    await use({ allow: (host) => void hosts.add(host), allowed, unexpected });
    expect(unexpected, 'requests to hosts other than loopback').toEqual([]);
  },

  page: async ({ page, outbound, connection, javaScriptEnabled }, use) => {
    const problems: string[] = [];
    // Pages arrive pre-rendered and React takes over after the load event: a test acts once it has.
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args);
            // `waitUntil: 'commit'` opts out, for tests of the page as it is before hydration.
            const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
            if (options?.waitUntil !== 'commit') await waitForHydration(page);
            return response;
          },
        });
      }
    }
    const isAllowedAbort = (url: string | undefined) => outbound.allowed.some((a) => url && (url === a || url.startsWith(a)));
    // The unknown path is meant to answer 404 (hosting serves 404.html with that status), under a language's prefix too.
    const expected404 = (url: string | undefined) => Boolean(url) && new URL(url!).pathname.endsWith(UNKNOWN_PATH);
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const where = msg.location().url;
      if (expected404(where) && msg.text().includes('404')) return;
      // An allowed off-site request is still aborted; Chromium logs that, and it is not the site's fault.
      if (isAllowedAbort(where)) return;
      // Offline, a picture never shown online was never kept: only code or pages failing to load is a fault.
      if (connection.isOffline && PICTURE.test(where ?? '') && msg.text().startsWith('Failed to load resource')) return;
      problems.push(`console error: ${msg.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() === 404 && expected404(response.url())) return;
      if (!isOutbound(url) && response.status() >= 400) problems.push(`HTTP ${response.status()} for ${url.pathname}`);
    });
    await use(page);
    expect(problems, 'console errors, uncaught exceptions and broken local resources').toEqual([]);
  },

  screens: async ({ page }, use, testInfo) => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await use({
      async capture(name) {
        await imagesSettled(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const width = page.viewportSize()?.width ?? 1280;
        const path = `${SCREENSHOT_DIR}/${name}-${testInfo.project.name}.png`;
        await page.screenshot({
          path,
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(height, MAX_SHOT_HEIGHT) },
          animations: 'disabled',
        });
        await testInfo.attach(`${name}-${testInfo.project.name}`, { path, contentType: 'image/png' });
      },
    });
  },
});
