import { expect, test } from './fixtures.ts';
import { demoProducts } from './support/demo-data.ts';
import { urlOf } from './support/screen.ts';
import { catalogue, headingOf, paths, routes } from './support/site.ts';
import { homeSection } from '../support/home-sections.ts';
import { FIRST_PAINT } from '../../src/domain/first-paint.ts';
import { expectedChatHref } from './support/product-links.ts';
import { telHref } from '../../src/domain/templates.ts';

const { shop, texts } = catalogue;
// The spec's pages with a breadcrumb (home and showroom pages have none).
const WITH_BREADCRUMB = new Set(['category', 'list', 'showcase', 'contact', 'enquiry']);

// What search engines and link previews get: the HTML as served, with no JavaScript run.
test.describe('pre-rendered HTML, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${urlOf(route)} holds its ${route.kind} page`, async ({ page }) => {
      const response = await page.goto(urlOf(route));
      expect(response?.status()).toBe(route.path === '*' ? 404 : 200);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route));
      await expect(page.getByRole('navigation', { name: texts.nav.label })).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);

      if (WITH_BREADCRUMB.has(route.kind)) {
        const crumbs = page.getByRole('navigation', { name: texts.breadcrumb.label });
        for (const crumb of paths.breadcrumbs(route.id).crumbs) await expect(crumbs).toContainText(crumb.label);
      }
      if (route.kind === 'home') {
        const [first] = homeSection(catalogue.home, 'carousel', 0).slides;
        await expect(main.locator(`img[src="${first!.image.src}"]`).first()).toBeAttached();
      }
      if (route.kind === 'list') {
        const list = catalogue.lists.find((l) => l.id === route.id)!;
        const expected = demoProducts(list.collection).slice(0, Math.min(FIRST_PAINT, list.limit));
        const cards = main.getByRole('article');
        await expect(cards).toHaveCount(expected.length);
        for (const [i, product] of expected.slice(0, 3).entries()) {
          const card = cards.nth(i);
          await expect(card.getByRole('heading')).toHaveText(product.title);
          await expect(card.getByRole('link', { name: texts.list.callBook })).toHaveAttribute('href', telHref(shop.phones.callBook));
          await expect(card.getByRole('link', { name: list.chat?.label ?? texts.list.chat })).toHaveAttribute(
            'href',
            expectedChatHref(list.id, product),
          );
        }
      }
    });
  }

  test('a missing asset is a 404 too, never the home page', async ({ page }) => {
    const response = await page.request.get('/assets/no-such-file.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain(catalogue.home.heading);
  });
});
