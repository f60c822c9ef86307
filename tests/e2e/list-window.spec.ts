import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoProducts } from './support/demo-data.ts';
import { anchorOf } from './support/product-links.ts';
import { scrollToCards } from './support/screen.ts';
import { catalogue, listById } from './support/site.ts';
import { CARD_BATCH } from '../../src/components/product/card-window.ts';
import { FIRST_PAINT } from '../../src/domain/first-paint.ts';
import { filterProducts } from '../../src/domain/search.ts';

const { texts } = catalogue;
const churidar = listById('churidar');
const products = demoProducts(churidar.collection);
/** The cards the list may show at most: its display window. */
const windowSize = filterProducts(products, '', churidar.search, churidar.limit).shown.length;
const cards = (page: Page) =>
  page
    .getByRole('main')
    .locator('li')
    .filter({ has: page.getByRole('article') });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: texts.list.search, exact: true });
const matches = (query: string) => filterProducts(products, query, churidar.search, churidar.limit).shown;

/** Waits until the page has nothing left to fetch and has drawn a few more frames: anything the list would add by itself is in. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let frames = 0;
        const next = () => (++frames > 10 ? done() : requestAnimationFrame(next));
        next();
      }),
  );
}

test.beforeAll(() => {
  expect(windowSize, 'the list is long enough to need a window').toBeGreaterThan(FIRST_PAINT + 2 * CARD_BATCH);
});

test('a long list holds its first screen and at most one batch more until the visitor scrolls @mobile', async ({ page }, testInfo) => {
  await page.goto(churidar.route);
  await expect(page.getByRole('status')).toHaveText(new RegExp(`\\b${windowSize}\\b`));
  await settled(page);
  const drawn = await cards(page).count();
  expect(drawn).toBeGreaterThanOrEqual(FIRST_PAINT);
  expect(drawn).toBeLessThanOrEqual(FIRST_PAINT + CARD_BATCH);
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  testInfo.annotations.push({ type: 'elements before scrolling', description: `${elements} (${drawn} cards)` });
  // Still so a moment later: nothing keeps adding cards on its own.
  await settled(page);
  await expect(cards(page)).toHaveCount(drawn);
});

test('scrolling to the end again and again brings every card of the window, a batch at a time @mobile', async ({ page }) => {
  // Some 36 batches, each after a wheel scroll that Chromium animates on a desktop.
  test.slow();
  await page.goto(churidar.route);
  // Every time cards are added, how many came at once.
  await page.evaluate(() => {
    const steps: number[] = [];
    let last = document.querySelectorAll('main article').length;
    new MutationObserver(() => {
      const now = document.querySelectorAll('main article').length;
      if (now !== last) steps.push(now - last);
      last = now;
    }).observe(document.querySelector('main')!, { childList: true, subtree: true });
    Object.assign(window, { steps });
  });
  for (let drawn = await cards(page).count(); drawn < windowSize; drawn = await cards(page).count()) {
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => cards(page).count(), `more than ${drawn} cards after scrolling to the end`).toBeGreaterThan(drawn);
  }
  await expect(cards(page)).toHaveCount(windowSize);
  const steps = await page.evaluate(() => (window as unknown as { steps: number[] }).steps);
  expect(Math.max(...steps), 'cards added at once').toBeLessThanOrEqual(CARD_BATCH);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });
    for (const index of [72, 300, windowSize - 1]) {
      test(`/Churidar#<anchor> of card ${index + 1} opens with that card on screen`, async ({ page }) => {
        const product = products[index]!;
        await page.goto(`${churidar.route}#${anchorOf(product)}`);
        const card = page.locator(`li[id="${anchorOf(product)}"]`);
        await expect(card).toHaveCSS('outline-style', 'solid');
        await settled(page);
        const onScreen = async () => {
          const box = (await card.boundingBox())!;
          return { top: box.y >= 0, bottom: box.y + box.height <= viewport.height };
        };
        await expect.poll(onScreen, 'the whole card within the viewport').toEqual({ top: true, bottom: true });
        // And it stays there once everything has settled.
        await settled(page);
        expect(await onScreen()).toEqual({ top: true, bottom: true });
      });
    }
  });
}

test.describe('Search covers the whole window, not only the cards drawn', () => {
  test('a product far below the drawn cards is found @mobile', async ({ page }) => {
    const far = products[windowSize - 1]!;
    const found = matches(far.title);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(FIRST_PAINT);
    await page.goto(churidar.route);
    await settled(page);
    await expect(page.locator(`li[id="${anchorOf(far)}"]`)).toHaveCount(0);
    await searchBox(page).fill(far.title);
    await expect(cards(page)).toHaveCount(found.length);
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(found.map((p) => p.title));
  });

  test('a word with many matches draws the first batch of them, and scrolling brings the rest', async ({ page }) => {
    const word = 'silk';
    const found = matches(word);
    expect(found.length).toBeGreaterThan(FIRST_PAINT + CARD_BATCH);
    await page.goto(churidar.route);
    await searchBox(page).fill(word);
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
    await settled(page);
    const drawn = await cards(page).count();
    expect(drawn).toBeGreaterThanOrEqual(FIRST_PAINT);
    expect(drawn).toBeLessThanOrEqual(FIRST_PAINT + CARD_BATCH);
    for (const title of await cards(page).getByRole('heading').allTextContents()) expect(title.toLowerCase()).toContain(word);
    await scrollToCards(page, found.length);
  });
});
