import { expect, test } from '../e2e/fixtures.ts';
import { bengali, demoProducts, inBengali, routeOf } from './support/shop.ts';

const route = routeOf(inBengali, 'ladies-bag');

test(`${route}: prices in Latin digits (digits: ${bengali.digits}), as many as the cards drawn`, async ({ page }) => {
  expect(bengali.digits).toBe('latn');
  expect(demoProducts('ladies-bag').some((p) => p.price !== undefined)).toBe(true);
  await page.goto(route);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allTextContents();
  // Any digits after ₹, Latin or Bengali (০-৯), so a price in the wrong digits is read, not skipped.
  const prices = texts.flatMap((text) => text.match(/₹\s?[0-9\u09E6-\u09EF][0-9\u09E6-\u09EF,.]*/g) ?? []);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/^₹\s?[0-9][0-9,]*(\.[0-9]+)?$/);
});
