import { catalogue } from './support/site.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { shopCopy, type ShopCopy } from './support/shop-copy.ts';
import { ageKeptEntries } from './support/expiration-clock.ts';
import { keptPages, keptText, untilKept } from './support/worker.ts';
import { OFFLINE_ROUTE } from '../../src/site/route-table.ts';

// Its own shop copy: few pages kept (3, so a test opens "more than maxEntries" quickly), the spec's
// 30 days, and a rebuild with other words.
test.describe.configure({ mode: 'serial' });

const MAX_PAGES = 3;
const COPYRIGHT = '© 2025 Demo Vastra Bhandar. All rights reserved.';
const REBUILT = '© 2026 Demo Vastra Bhandar, rebuilt.';
const contact = catalogue.pages.find((p) => p.kind === 'contact')!.route;
const t = catalogue.texts.offline;
const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
const fewPages = (yaml: string) =>
  yaml.replace('pages: { maxEntries: 60, maxAgeDays: 30 }', `pages: { maxEntries: ${MAX_PAGES}, maxAgeDays: 30 }`);
let shop: ShopCopy;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await shopCopy({ config: fewPages });
});

test.afterAll(async () => {
  await shop?.close();
});

test('the offline and contact pages still open with no signal after more pages than the cache keeps and 31 days', async ({
  page,
  connection,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${shop.origin}/`);
  await untilKept(page, [contact, OFFLINE_ROUTE]);
  const others = ['/saree', '/kurti', '/Lehenga', '/top', '/jeans'];
  expect(others.length).toBeGreaterThan(MAX_PAGES);
  for (const path of others) {
    await page.goto(`${shop.origin}${path}`);
    await untilKept(page, [path]);
  }
  await ageKeptEntries(page, 31);
  // The next page kept runs the expiry: everything older than 30 days goes, all but the page just opened.
  await page.goto(`${shop.origin}/Churidar`);
  await expect.poll(() => keptPages(page), { timeout: 30_000 }).toEqual(['/Churidar']);

  await connection.offline();
  await page.goto(`${shop.origin}/kids_blazer`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(page.getByRole('main').locator(`a[href="${tel(catalogue.shop.phones.helpline)}"]`)).toBeVisible();
  await page.goto(`${shop.origin}${contact}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.contact.heading);
  await expect(page.locator(`a[href="${tel(catalogue.shop.phones.helpline)}"]`).first()).toBeVisible();
});

test('a page opened with different searches is kept once, under its address, and a rebuild replaces that copy', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${shop.origin}/saree?q=a`);
  await untilKept(page, ['/saree']);
  await page.goto(`${shop.origin}/saree?q=b`);
  await expect(page.getByRole('contentinfo')).toContainText(COPYRIGHT);
  // The second visit refreshes the kept copy behind the page: still one entry, under /saree.
  await expect.poll(() => keptPages(page), { timeout: 30_000 }).toEqual(['/saree']);

  await shop.rebuild({ config: (yaml) => fewPages(yaml).replace(`copyright: "${COPYRIGHT}"`, `copyright: "${REBUILT}"`) });
  await page.goto(`${shop.origin}/saree?q=c`);
  await waitForHydration(page);
  await expect.poll(() => keptText(page, '/saree'), { timeout: 30_000 }).toContain(REBUILT);
  expect(await keptPages(page)).toEqual(['/saree']);
  await page.reload();
  await expect(page.getByRole('contentinfo')).toContainText(REBUILT);
});
