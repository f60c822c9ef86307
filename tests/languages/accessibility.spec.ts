import { expect, test } from '../e2e/fixtures.ts';
import { expectAccessible } from '../e2e/support/accessibility.ts';
import { UNKNOWN_PATH } from '../e2e/support/unknown-path.ts';
import { underPrefix } from '../../src/domain/language-path.ts';
import { bengali, inBengali, routeOf, routeOfKind } from './support/shop.ts';

const unknown = underPrefix(UNKNOWN_PATH, bengali.prefix);

test(`an unknown ${bengali.prefix}/ address answers 404 with the Bengali not-found page`, async ({ page }) => {
  const response = await page.goto(unknown);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', bengali.lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inBengali.texts.notFound.title);
});

for (const route of [routeOfKind(inBengali, 'home'), routeOf(inBengali, 'saree'), routeOfKind(inBengali, 'contact'), unknown]) {
  test(`axe finds nothing on ${route} @mobile`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', bengali.lang);
    await expectAccessible(page);
  });
}
