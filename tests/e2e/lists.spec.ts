import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoProducts } from './support/demo-data.ts';
import { readCards, scrollToCards } from './support/screen.ts';
import { catalogue, listById } from './support/site.ts';
import { filterProducts } from '../../src/domain/search.ts';
import { fillTemplate } from '../../src/domain/templates.ts';

const { texts } = catalogue;
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: texts.list.search, exact: true });

/** Cards the real filter shows for a query, from the same demo documents the site reads. */
function expectedCount(listId: string, query: string): number {
  const list = listById(listId);
  return filterProducts(demoProducts(list.collection), query, list.search, list.limit).shown.length;
}

/**
 * A word in some descriptions of a title-only list but in none of its titles,
 * which another list (searching descriptions) does find, and that list.
 */
function descriptionOnlyWord(listId: string) {
  const products = demoProducts(listById(listId).collection);
  const inTitles = (w: string) => products.some((p) => p.title.toLowerCase().includes(w));
  const words = new Set(products.flatMap((p) => p.des.toLowerCase().match(/[a-z]{5,}/g) ?? []));
  for (const word of words) {
    if (inTitles(word)) continue;
    const other = catalogue.lists.find((l) => l.id !== listId && l.search.includes('des') && expectedCount(l.id, word) > 0);
    if (other) return { word, other };
  }
  throw new Error(`no description-only word of ${listId} is found on another list`);
}

test.describe('display limits from the spec', () => {
  for (const [id, limit] of [
    ['saree', 78],
    ['churidar', 431],
    ['ladies-bag', 134],
  ] as const) {
    test(`${listById(id).title} shows ${limit} cards`, async ({ page }) => {
      const total = demoProducts(listById(id).collection).length;
      expect(total, 'demo data holds more than the window, or the limit is not tested').toBeGreaterThan(limit);
      await page.goto(listById(id).route);
      await scrollToCards(page, limit);
      await expect(page.getByRole('status')).toHaveText(fillTemplate(texts.list.showing, { shown: limit, total }));
    });
  }
});

test('search narrows the saree list as you type and an empty box restores it @mobile', async ({ page }) => {
  const saree = listById('saree');
  const all = expectedCount('saree', '');
  // A colour from the first title, typed in another case: matching ignores case.
  const query = demoProducts(saree.collection)[0]!.title.split(' - ')[1]!.toUpperCase();
  const narrowed = expectedCount('saree', query);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);

  await page.goto(saree.route);
  await scrollToCards(page, all);
  await searchBox(page).fill(query);
  await scrollToCards(page, narrowed);
  for (const card of await readCards(page, narrowed)) expect(card.text.toUpperCase()).toContain(query);
  await searchBox(page).fill('');
  await scrollToCards(page, all);
});

test('a search that matches nothing says so and shows no card', async ({ page }) => {
  await page.goto(listById('churidar').route);
  await expect(cards(page).first()).toBeVisible();
  await searchBox(page).fill('zzqx-nothing-like-this');
  await expect(page.getByRole('status')).toHaveText(texts.list.noMatch);
  await expect(cards(page)).toHaveCount(0);
});

for (const id of ['cosmetics', 'chandraboti']) {
  test(`${listById(id).title} searches titles only: a description word finds nothing there but does elsewhere`, async ({ page }) => {
    expect(listById(id).search).toEqual(['title']);
    const { word, other } = descriptionOnlyWord(id);

    await page.goto(listById(id).route);
    await expect(cards(page).first()).toBeVisible();
    await searchBox(page).fill(word);
    await expect(page.getByRole('status')).toHaveText(texts.list.noMatch);

    await page.goto(other.route);
    await expect(cards(page).first()).toBeVisible();
    await searchBox(page).fill(word);
    await scrollToCards(page, expectedCount(other.id, word));
  });
}

test('a title word does find products on the title-only lists', async ({ page }) => {
  const cosmetics = listById('cosmetics');
  const word = demoProducts(cosmetics.collection)[0]!.title.split(' ')[0]!;
  await page.goto(cosmetics.route);
  await searchBox(page).fill(word);
  await scrollToCards(page, expectedCount('cosmetics', word));
  expect(expectedCount('cosmetics', word)).toBeGreaterThan(0);
});

test('prices in rupees show on Ladies Bag only', async ({ page }) => {
  await page.goto(listById('ladies-bag').route);
  const bags = await readCards(page, expectedCount('ladies-bag', ''));
  for (const bag of bags) expect(bag.text).toMatch(/₹\s?[\d,]+/);
  await page.goto(listById('saree').route);
  await readCards(page, expectedCount('saree', ''));
  await expect(page.getByRole('main')).not.toContainText('₹');
});

test('saree cards: one Call Book tel: link with the shop number, and the chat link with the saree message naming the product', async ({
  page,
}) => {
  await page.goto(listById('saree').route);
  const card = cards(page).first();
  await expect(card.getByRole('link', { name: new RegExp(`^${texts.list.callBook}`) })).toHaveCount(1);
  await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${catalogue.shop.phones.callBook.replace(/[^\d+]/g, '')}`);
  const chat = new URL((await card.getByRole('link', { name: /^Whatsapp Inquiry/ }).getAttribute('href'))!);
  expect(chat.origin).toBe('https://wa.me');
  expect(chat.pathname).toBe(`/${catalogue.shop.phones.chat.replace(/\D/g, '')}`);
  // The spec's preset text first, then which saree (and, with site.url, its link).
  const text = chat.searchParams.get('text')!;
  expect(text.startsWith('I want to buy this saree, contact me')).toBe(true);
  expect(text).toContain(demoProducts(listById('saree').collection)[0]!.title);
});
