import { expect, test } from '../e2e/fixtures.ts';
import { bengali, demoProducts, english, inBengali, routeOf } from './support/shop.ts';

const products = demoProducts('saree');
// The list's first product (always within its limit), with the Bengali title the generator gave it.
const [first] = products;
const firstBengali = first?.i18n?.[bengali.key]?.title;
if (!first || !firstBengali) throw new Error('the languages suite expects the first demo saree to have a Bengali title');
// A product the search for the first one's title must hide, in either language.
const other = products.find(
  (p) => !p.title.includes(first.title) && !(p.i18n?.[bengali.key]?.title ?? '').includes(firstBengali) && p.i18n?.[bengali.key]?.title,
)!;
const otherBengali = other.i18n![bengali.key]!.title!;

const enRoute = routeOf(inBengali, 'saree').slice(bengali.prefix.length);
const inBn = routeOf(inBengali, 'saree');
const word = first.title.split(/\s+/)[0]!;

test(`the switch on ${enRoute}?q= lands on ${inBn} with the query and fragment kept, and back @mobile`, async ({ page }) => {
  const tail = `?q=${encodeURIComponent(word)}#${first.id}`;
  await page.goto(`${enRoute}${tail}`);
  await page.getByRole('link', { name: bengali.label, exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === inBn && url.search === `?q=${encodeURIComponent(word)}` && url.hash === `#${first.id}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', bengali.lang);
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await page.getByRole('link', { name: english.label, exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === enRoute && url.search === `?q=${encodeURIComponent(word)}` && url.hash === `#${first.id}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', english.lang);
  await expect(page.getByRole('searchbox')).toHaveValue(word);
});

test(`a Bengali search on ${inBn} finds a product by its Bengali title, and its English title finds it too`, async ({ page }) => {
  await page.goto(inBn);
  const found = page.getByRole('main').getByRole('heading', { name: firstBengali, exact: true });
  const hidden = page.getByRole('main').getByRole('heading', { name: otherBengali, exact: true });
  await expect(hidden.first()).toBeAttached();
  for (const query of [firstBengali, first.title]) {
    await page.getByRole('searchbox').fill(query);
    await expect(found.first()).toBeVisible();
    await expect(hidden).toHaveCount(0);
  }
});
