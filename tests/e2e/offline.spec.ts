import { expect, test } from './fixtures.ts';
import { catalogue } from './support/site.ts';
import { keptText, untilKept } from './support/worker.ts';
import { OFFLINE_ROUTE } from '../../src/site/route-table.ts';
import { demoProducts } from './support/demo-data.ts';

const t = catalogue.texts.offline;
const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
const routeOf = (id: string) => catalogue.pages.find((p) => p.id === id)!.route;
const contact = catalogue.pages.find((p) => p.kind === 'contact')!.route;

test('after one visit to /saree, it paints offline with its cards, and its code runs', async ({ page, connection }) => {
  await page.goto('/saree');
  await untilKept(page, ['/saree']);
  await connection.offline();
  await page.reload();
  const [first] = demoProducts(catalogue.lists.find((l) => l.route === '/saree')!.collection);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saree');
  await expect(page.getByRole('heading', { name: first!.title }).first()).toBeVisible();
  // Hydrated (the fixture's reload waits for it): Search works on the kept page.
  await page.getByRole('searchbox').fill(first!.title);
  await expect(page.getByRole('heading', { name: first!.title }).first()).toBeVisible();
});

test('the contact page works on the first offline attempt after visiting / only', async ({ page, connection }) => {
  await page.goto('/');
  await untilKept(page, [contact, OFFLINE_ROUTE]);
  await connection.offline();
  await page.goto(contact);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.title);
  await expect(page.locator(`a[href="${tel(catalogue.shop.phones.helpline)}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="${tel(catalogue.shop.phones.business)}"]`).first()).toBeAttached();
});

test('a list never opened shows the offline page in the chrome, with the phone links, at its own address', async ({ page, connection }) => {
  await page.goto('/');
  await untilKept(page, [OFFLINE_ROUTE]);
  await connection.offline();
  await page.goto('/Churidar');
  expect(new URL(page.url()).pathname).toBe('/Churidar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  const main = page.getByRole('main');
  await expect(main.getByText(t.maps)).toBeVisible();
  await expect(main.locator(`a[href="${tel(catalogue.shop.phones.helpline)}"]`)).toBeVisible();
  for (const showroom of catalogue.showrooms) {
    await expect(main.getByText(showroom.name)).toBeVisible();
    await expect(main.locator(`a[href="${tel(showroom.phone)}"]`)).toBeVisible();
  }
  // The chrome is there, and its links load the kept pages.
  await expect(page.getByRole('navigation', { name: catalogue.texts.nav.label })).toBeAttached();
  await main.getByRole('link', { name: t.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.title);
});

test('a page opened inside the app (no page load) is kept too', async ({ page, connection }) => {
  await page.goto('/saree');
  await untilKept(page, ['/saree']);
  const target = routeOf('womens-wear');
  await page.locator(`a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await untilKept(page, [target]);
  expect(await keptText(page, target)).toContain('<div id="root">');
  await connection.offline();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.title);
});
