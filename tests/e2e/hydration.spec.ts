import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { catalogue, formLabels, listById } from './support/site.ts';

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
