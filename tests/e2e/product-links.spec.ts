import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoProducts } from './support/demo-data.ts';
import { anchorOf, productLinkOf } from './support/product-links.ts';
import { scrollToCards } from './support/screen.ts';
import { catalogue, hrefOf, listById } from './support/site.ts';
import { FIRST_PAINT } from '../../src/domain/first-paint.ts';
import { filterProducts } from '../../src/domain/search.ts';

const { texts, site } = catalogue;
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: texts.list.search, exact: true });
const historyLength = (page: Page) => page.evaluate(() => history.length);

function expectedCount(listId: string, query: string): number {
  const list = listById(listId);
  return filterProducts(demoProducts(list.collection), query, list.search, list.limit).shown.length;
}

/** The link Share must hand over: the config's absolute link, else the page's own address with the card's anchor. */
function shareUrlOf(page: Page, listId: string, product: { id: string }): string {
  return productLinkOf(listId, product) ?? new URL(`${listById(listId).route}#${anchorOf(product)}`, page.url()).href;
}

test.describe('the search lives in the URL (?q=)', () => {
  const saree = listById('saree');
  // A colour from a title: narrower than the whole list, never empty.
  const word = demoProducts(saree.collection)[0]!.title.split(' - ')[1]!.toLowerCase();

  test('/saree?q=<word> opens the list filtered once hydrated @mobile', async ({ page }) => {
    const narrowed = expectedCount('saree', 'banarasi');
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(expectedCount('saree', ''));
    await page.goto(`${saree.route}?q=banarasi`);
    await expect(searchBox(page)).toHaveValue('banarasi');
    await scrollToCards(page, narrowed);
    for (const title of await cards(page).getByRole('heading').allTextContents()) expect(title.toLowerCase()).toContain('banarasi');
  });

  test('typing replaces the history entry, reload keeps the filter, Back returns to the page before the list', async ({ page }) => {
    const narrowed = expectedCount('saree', word);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(expectedCount('saree', ''));

    await page.goto(hrefOf('womens-wear'));
    await page
      .getByRole('main')
      .getByRole('link', { name: `${texts.card.learnMore}: Saree` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(saree.title);
    await scrollToCards(page, expectedCount('saree', ''));
    const entries = await historyLength(page);

    await searchBox(page).pressSequentially(word, { delay: 30 });
    await expect(page).toHaveURL(`${saree.route}?q=${encodeURIComponent(word)}`);
    await scrollToCards(page, narrowed);
    expect(await historyLength(page), 'one entry for the list, however many keys were typed').toBe(entries);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(word);
    await scrollToCards(page, narrowed);

    await page.goBack();
    await expect(page).toHaveURL(hrefOf('womens-wear'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.categories.find((c) => c.id === 'womens-wear')!.title);

    await page.goForward();
    await expect(searchBox(page)).toHaveValue(word);
    await scrollToCards(page, narrowed);
  });

  test('clearing the box takes ?q= out of the URL and shows the whole list again', async ({ page }) => {
    await page.goto(`${saree.route}?q=${word}`);
    await scrollToCards(page, expectedCount('saree', word));
    await searchBox(page).fill('');
    await expect(page).toHaveURL(saree.route);
    await scrollToCards(page, expectedCount('saree', ''));
  });
});

test.describe('a link to one product (#anchor)', () => {
  const churidar = listById('churidar');
  const products = demoProducts(churidar.collection);
  const far = 300;

  test('/Churidar#<anchor> of a card far past the first screen paints it, scrolls to it and marks it @mobile', async ({ page }) => {
    expect(far, 'the card is not in the pre-rendered HTML').toBeGreaterThan(FIRST_PAINT);
    expect(far).toBeLessThan(churidar.limit);
    const product = products[far]!;
    await page.goto(`${churidar.route}#${anchorOf(product)}`);
    const card = page.locator(`li[id="${anchorOf(product)}"]`);
    await expect(card.getByRole('heading')).toHaveText(product.title);
    await expect(card).toBeInViewport();
    await expect(card).toHaveCSS('outline-style', 'solid');
    await expect(page.locator(`li[id="${anchorOf(products[0]!)}"]`)).toHaveCSS('outline-style', 'none');
  });

  test('a card of the pre-rendered first screen is marked too, and every card carries its anchor', async ({ page }) => {
    const product = products[FIRST_PAINT - 1]!;
    await page.goto(`${churidar.route}#${anchorOf(product)}`);
    const card = page.locator(`li[id="${anchorOf(product)}"]`);
    await expect(card).toBeInViewport();
    await expect(card).toHaveCSS('outline-style', 'solid');
    const ids = await cards(page).evaluateAll((articles) => articles.slice(0, 5).map((a) => a.closest('li')!.id));
    expect(ids).toEqual(products.slice(0, 5).map(anchorOf));
  });
});

test.describe('Share', () => {
  const saree = listById('saree');
  const product = demoProducts(saree.collection)[2]!;
  const shareButton = (page: Page) => page.getByRole('button', { name: `${texts.list.share}: ${product.title}`, exact: true });

  test('hands the product link to the Web Share API where the browser has it @mobile', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(saree.route);
    await shareButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: product.title, text: product.title, url: shareUrlOf(page, 'saree', product) }]);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: texts.list.copied })).toHaveCount(0);
  });

  test('the visitor closing the share sheet is no error and copies nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      });
    });
    await page.goto(saree.route);
    await shareButton(page).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: texts.list.copied })).toHaveCount(0);
  });

  test('without the Web Share API it copies the link and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(saree.route);
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: product.title, exact: true }) });
    await shareButton(page).click();
    await expect(card.getByRole('status')).toHaveText(texts.list.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrlOf(page, 'saree', product));
  });

  test('when the clipboard fails too, the link is shown to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      });
    });
    await page.goto(saree.route);
    const card = cards(page).filter({ has: page.getByRole('heading', { name: product.title, exact: true }) });
    await shareButton(page).click();
    await expect(card.getByRole('status')).toHaveText(`${texts.list.shareFailed} ${shareUrlOf(page, 'saree', product)}`);
  });
});

test('chat links name the product, link to it when site.url is set, and that link opens its card', async ({ page }) => {
  for (const [listId, preset] of [
    ['saree', 'I want to buy this saree, contact me'],
    ['churidar', 'I am interested in'],
  ] as const) {
    const list = listById(listId);
    const product = demoProducts(list.collection)[1]!;
    await page.goto(list.route);
    const card = cards(page).nth(1);
    await expect(card.getByRole('heading')).toHaveText(product.title);
    const href = await card.getByRole('link', { name: new RegExp(`^${list.chat?.label ?? texts.list.chat}`) }).getAttribute('href');
    const text = new URL(href!).searchParams.get('text')!;
    expect(text.startsWith(preset), text).toBe(true);
    expect(text).toContain(product.title);
    const link = productLinkOf(listId, product);
    if (site.url) expect(text.endsWith(` ${link}`), text).toBe(true);
    else expect(text, 'no relative link in a chat message').not.toMatch(/\/|#/);
    // The product's link, opened here: the same card, scrolled to and marked.
    const opened = link ? new URL(link) : new URL(`${list.route}#${anchorOf(product)}`, page.url());
    await page.goto(`${opened.pathname}${opened.hash}`);
    await expect(page.locator(`li[id="${anchorOf(product)}"]`)).toHaveCSS('outline-style', 'solid');
  }
});
