import { expect, test } from './fixtures.ts';
import { catalogue, hrefOf } from './support/site.ts';

const { texts, settings } = catalogue;

test(`the scroll-to-top button appears after ${settings.scrollTopAfterPx} px and brings the page back to the top @mobile`, async ({
  page,
}) => {
  await page.goto(hrefOf('saree'));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const button = page.getByRole('button', { name: texts.scrollTop });
  await expect(button).toHaveCount(0);

  await page.evaluate((y) => window.scrollTo(0, y), settings.scrollTopAfterPx - 40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(settings.scrollTopAfterPx - 40);
  await expect(button).toHaveCount(0);

  await page.evaluate((y) => window.scrollTo(0, y), settings.scrollTopAfterPx + 400);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});
