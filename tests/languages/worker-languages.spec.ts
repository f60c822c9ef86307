import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { untilKept } from '../e2e/support/worker.ts';
import { OFFLINE_ROUTE } from '../../src/site/route-table.ts';
import { INSTALL_PREFIX } from '../../src/sw/install-cache.ts';

// The service worker keeps at install only the parts of the languages the visitor uses: its pages (the kept
// pages and the offline page under the language's prefix) and its texts (the language's own chunks, which
// Vite names after the language module: assets/bn-<hash>.js). The shared chrome is kept for everyone.
const BN = '/bn';
const textChunk = (key: string) => new RegExp(`^/assets/${key}-[\\w-]+\\.js$`);

/** The addresses in the current release's install cache. */
async function keptAtInstall(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
    if (names.length !== 1) return [`(${names.length} install caches)`];
    return (await (await caches.open(names[0]!)).keys()).map((request) => new URL(request.url).pathname);
  }, INSTALL_PREFIX);
}

/** The language chunks the page itself loaded: its texts. */
const loadedTexts = (page: Page, key: string) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => new RegExp(source).test(path)),
    textChunk(key).source,
  );

const pagesUnder = (kept: string[], prefix: string) => kept.filter((url) => url === prefix || url.startsWith(`${prefix}/`));
const defaultPages = (kept: string[]) =>
  kept.filter((url) => !url.startsWith('/assets/') && !/\.\w+$/.test(url) && !url.startsWith(`${BN}/`));

test('a Bengali first visit keeps the Bengali pages and texts at install, not the English ones; an English page then adds them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${BN}/saree`);
  await untilKept(page, [`${BN}${OFFLINE_ROUTE}`]);
  const bengali = await keptAtInstall(page);
  const bnPages = pagesUnder(bengali, BN);
  expect(bnPages).toContain(`${BN}${OFFLINE_ROUTE}`);
  expect(bnPages.length).toBeGreaterThan(1);
  // The site's texts every Bengali page loads are among them (the list's own part is not a kept page's).
  expect((await loadedTexts(page, 'bn')).filter((url) => bengali.includes(url))).toHaveLength(1);
  expect(bengali.filter((url) => textChunk('bn').test(url)).length).toBeGreaterThan(1);
  expect(bengali.filter((url) => textChunk('en').test(url))).toEqual([]);
  expect(defaultPages(bengali)).toEqual([]);

  // Each Bengali page's English twin, and the English texts, come with the first English page.
  const twins = bnPages.map((url) => url.slice(BN.length));
  await page.goto('/saree');
  await expect.poll(async () => defaultPages(await keptAtInstall(page)).sort(), { timeout: 30_000 }).toEqual(twins.sort());
  const both = await keptAtInstall(page);
  expect(both).toEqual(expect.arrayContaining(bengali));
  expect((await loadedTexts(page, 'en')).filter((url) => both.includes(url))).toHaveLength(1);
  expect(both.filter((url) => textChunk('en').test(url)).length).toBe(bengali.filter((url) => textChunk('bn').test(url)).length);
});

test('an English first visit keeps nothing Bengali at install', async ({ page }) => {
  await page.goto('/saree');
  await untilKept(page, [OFFLINE_ROUTE]);
  const english = await keptAtInstall(page);
  expect((await loadedTexts(page, 'en')).filter((url) => english.includes(url))).toHaveLength(1);
  expect(defaultPages(english).length).toBeGreaterThan(1);
  expect(pagesUnder(english, BN)).toEqual([]);
  expect(english.filter((url) => textChunk('bn').test(url))).toEqual([]);
});

test('offline after a Bengali first visit, an unopened Bengali list shows the Bengali offline page', async ({ page, connection }) => {
  await page.goto(`${BN}/saree`);
  await untilKept(page, [`${BN}${OFFLINE_ROUTE}`]);
  const bengaliOffline = await page.evaluate(async (url) => (await (await caches.match(url))?.text()) ?? '', `${BN}${OFFLINE_ROUTE}`);
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(bengaliOffline)?.[1];
  expect(title).toBeTruthy();
  const lang = await page.locator('html').getAttribute('lang');
  expect(lang).toMatch(/^bn/);
  await connection.offline();
  await page.goto(`${BN}/kurti`);
  expect(new URL(page.url()).pathname).toBe(`${BN}/kurti`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
});
