import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogue, formLabels, hrefOf } from './support/site.ts';

const { contact, shop } = catalogue;
const labels = contact.tabs.map((t) => t.label);
const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

function tabs(page: Page) {
  const list = page.getByRole('tablist', { name: contact.heading });
  return { list, tab: (label: string) => list.getByRole('tab', { name: label, exact: true }) };
}

async function expectSelected(page: Page, label: string) {
  const { tab } = tabs(page);
  for (const other of labels) await expect(tab(other)).toHaveAttribute('aria-selected', String(other === label));
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto(hrefOf('contact'));
});

test('three tabs; BETHUADAHARI first with address, phones, chat, e-mail and map; the mouse switches tabs @mobile', async ({ page }) => {
  expect(labels).toEqual(['BETHUADAHARI', 'BARNIA', 'ENQUERIES']);
  await expect(tabs(page).list.getByRole('tab')).toHaveCount(3);
  await expectSelected(page, 'BETHUADAHARI');

  const head = catalogue.showrooms.find((s) => s.id === 'head-office')!;
  const panel = page.getByRole('tabpanel', { name: 'BETHUADAHARI' });
  await expect(panel).toContainText(head.address[0]!);
  await expect(panel).toContainText(head.pin);
  await expect(panel.getByRole('link', { name: head.phone })).toHaveAttribute('href', `tel:${digits(head.phone)}`);
  await expect(panel.getByRole('link', { name: shop.phones.business })).toHaveAttribute('href', `tel:${digits(shop.phones.business)}`);
  await expect(panel.getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);
  await expect(panel.getByRole('link', { name: contact.chatLabel })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(panel.getByRole('button', { name: new RegExp(head.maps[0]!.title) })).toBeVisible();

  await tabs(page).tab('BARNIA').click();
  await expectSelected(page, 'BARNIA');
  const branch = catalogue.showrooms.find((s) => s.id === 'branch')!;
  const barnia = page.getByRole('tabpanel', { name: 'BARNIA' });
  await expect(barnia).toContainText(branch.address[0]!);
  await expect(barnia).toContainText(branch.pin);
  await expect(barnia.getByRole('link', { name: branch.phone })).toHaveAttribute('href', `tel:${digits(branch.phone)}`);
  await expect(barnia.getByRole('link', { name: contact.chatLabel })).toBeVisible();

  await tabs(page).tab('ENQUERIES').click();
  await expectSelected(page, 'ENQUERIES');
  await expect(page.getByRole('tabpanel', { name: 'ENQUERIES' }).getByRole('textbox', { name: formLabels.name })).toBeVisible();
});

test('the keyboard: Tab reaches the selected tab, arrows, Home and End move and select, Tab enters the panel', async ({ page }) => {
  const { tab } = tabs(page);
  // Tab from the page heading onwards until the tab list is reached.
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 10 && !(await tab('BETHUADAHARI').evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(tab('BETHUADAHARI')).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(tab('BARNIA')).toBeFocused();
  await expectSelected(page, 'BARNIA');
  await page.keyboard.press('End');
  await expect(tab('ENQUERIES')).toBeFocused();
  await expectSelected(page, 'ENQUERIES');
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, 'BETHUADAHARI');
  await page.keyboard.press('ArrowLeft');
  await expectSelected(page, 'ENQUERIES');
  await page.keyboard.press('Home');
  await expect(tab('BETHUADAHARI')).toBeFocused();
  await expectSelected(page, 'BETHUADAHARI');

  // Only the selected tab is in the Tab order: the next Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'BETHUADAHARI' })).toBeFocused();
});

test('the first tab’s map poster, the largest thing on the first screen, loads at once with high priority; other tabs’ pictures wait', async ({
  page,
}) => {
  const first = page.getByRole('tabpanel', { name: labels[0] }).locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  for (const img of await page.locator('[role="tabpanel"][hidden] img').all()) await expect(img).toHaveAttribute('loading', 'lazy');
});
