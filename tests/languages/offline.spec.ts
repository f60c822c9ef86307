import { expect, test } from '../e2e/fixtures.ts';
import { offlineRoute } from '../../src/site/route-table.ts';
import { untilKept } from '../e2e/support/worker.ts';
import { bengali, inBengali, routeOf, routeOfKind } from './support/shop.ts';

const home = routeOfKind(inBengali, 'home');
const unopened = routeOf(inBengali, 'churidar');

test(`offline, an unopened ${bengali.prefix}/ list shows the Bengali offline page at its own address`, async ({ page, connection }) => {
  await page.goto(home);
  await untilKept(page, [offlineRoute(inBengali)]);
  await connection.offline();
  await page.goto(unopened);
  expect(new URL(page.url()).pathname).toBe(unopened);
  await expect(page.locator('html')).toHaveAttribute('lang', bengali.lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inBengali.texts.offline.title);
  await expect(page.getByRole('main').getByText(inBengali.texts.offline.maps)).toBeVisible();
});
