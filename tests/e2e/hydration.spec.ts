import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { demoProducts } from './support/demo-data.ts';
import { scrollToCards } from './support/screen.ts';
import { catalogue, formLabels, listById } from './support/site.ts';
import { FIRST_PAINT } from '../../src/domain/first-paint.ts';
import { filterProducts } from '../../src/domain/search.ts';
import { fillTemplate } from '../../src/domain/templates.ts';

const { texts } = catalogue;

/** Holds back every script until `release()`, so a test can act on the pre-rendered page. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('text typed into Search before hydration is kept, and filters once the page hydrates', async ({ page }) => {
  const release = await holdScripts(page);
  const saree = listById('saree');
  await page.goto(saree.route, { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: texts.list.search, exact: true });
  await box.fill('banarasi');
  release();
  await waitForHydration(page);
  await expect(box).toHaveValue('banarasi');
  const cards = page.getByRole('main').getByRole('article');
  await expect(async () => {
    const titles = await cards.allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t.toLowerCase()).toContain('banarasi');
  }).toPass();
});

test('a search typed before hydration filters the whole list, and clearing it brings the whole list back', async ({ page }) => {
  const churidar = listById('churidar');
  const products = demoProducts(churidar.collection);
  const query = 'cotton';
  const shown = (q: string) => filterProducts(products, q, churidar.search, churidar.limit).shown;
  // The case that lost products: most matches lie beyond the cards the HTML holds.
  const inHtml = shown(query).filter((p) => shown('').slice(0, FIRST_PAINT).includes(p)).length;
  expect(shown(query).length, 'matches beyond the pre-rendered cards').toBeGreaterThan(inHtml);

  const release = await holdScripts(page);
  await page.goto(churidar.route, { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: texts.list.search, exact: true });
  await box.fill(query);
  release();
  await waitForHydration(page);
  await expect(box).toHaveValue(query);
  await scrollToCards(page, shown(query).length);
  const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  expect(titles.sort()).toEqual(
    shown(query)
      .map((p) => p.title)
      .sort(),
  );

  await box.fill('');
  await scrollToCards(page, churidar.limit);
  await expect(page.getByRole('status')).toHaveText(fillTemplate(texts.list.showing, { shown: churidar.limit, total: products.length }));
});

test('the enquiry form cannot be sent before hydration: nothing typed reaches the URL, and nothing is lost', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(catalogue.enquiry.route, { waitUntil: 'commit' });
  const name = page.getByLabel(formLabels.name, { exact: true });
  await name.fill('Asha Roy');
  await expect(page.getByRole('button', { name: texts.enquiry.submit })).toBeDisabled();
  await name.press('Enter');
  release();
  await waitForHydration(page);
  expect(new URL(page.url()).search).toBe('');
  expect(page.url()).not.toContain('Asha');
  await expect(name).toHaveValue('Asha Roy');
  await expect(page.getByRole('button', { name: texts.enquiry.submit })).toBeEnabled();
});
