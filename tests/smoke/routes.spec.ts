import { expect, test } from '../e2e/fixtures.ts';
import { expectAccessible, expectImagesAndFramesNamed } from '../e2e/support/accessibility.ts';
import { scrollToCards } from '../e2e/support/screen.ts';
import { UNKNOWN_PATH } from '../e2e/support/unknown-path.ts';
import { underPrefix } from '../../src/domain/language-path.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';
import { documentTitle } from '../../src/site/head.ts';
import { expectLinksResolve } from './links.ts';
import { shop, validDemoProducts } from './shop.ts';

const { catalogue, paths } = shop;
const { texts } = catalogue;
const routes = new Set(catalogue.pages.map((p) => p.route));

// Whatever the shop: every page it declares answers with its own HTML, hydrates
// without a console error, reads as its config says, passes axe and links nowhere broken.
for (const page of catalogue.pages) {
  test(`${page.route} (${page.kind}) is served, hydrates, is accessible and links only to what is served`, async ({ page: tab }) => {
    const response = await tab.goto(page.route);
    expect(response?.status(), 'served from its own pre-rendered file').toBe(200);
    await expect(tab.locator('html')).toHaveAttribute('lang', catalogue.site.lang);
    await expect(tab).toHaveTitle(documentTitle(catalogue, page));
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = tab.getByRole('navigation', { name: texts.nav.label });
    await expect(nav.getByRole('link', { includeHidden: true })).toHaveCount(expectedNavLinks());
    if (page.kind === 'list') {
      const list = catalogue.lists.find((l) => l.id === page.id)!;
      const count = Math.min(list.limit, validDemoProducts(list.collection).length);
      if (count === 0) await expect(tab.getByText(texts.list.empty)).toBeVisible();
      // A long list draws a batch at a time as the visitor nears its end.
      else await scrollToCards(tab, count);
    }
    await expectImagesAndFramesNamed(tab);
    await expectAccessible(tab);
    await expectLinksResolve(tab, routes);
  });
}

test('an unknown path gets the 404 page inside the chrome', async ({ page }) => {
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound.title);
  // The language switch leads to the same address in each other language: its not-found page, a 404 too.
  const elsewhere = shopLanguages(catalogue)
    .filter((language) => language.prefix)
    .map((language) => underPrefix(UNKNOWN_PATH, language.prefix));
  for (const path of elsewhere) expect((await page.request.get(path)).status(), path).toBe(404);
  await expectLinksResolve(page, new Set([...routes, ...elsewhere]));
});

test('every link the chrome shows leads to a page of this shop', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"], nav a[href^="/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(routes, `${href} is a configured route`).toContain(href);
});

test('breadcrumbs follow the configured parents', async ({ page }) => {
  const nested = catalogue.pages.filter((p) => p.parent);
  for (const entry of nested) {
    await page.goto(entry.route);
    const crumbs = page.getByRole('navigation', { name: texts.breadcrumb.label });
    await expect(crumbs.getByRole('link', { name: texts.breadcrumb.back })).toHaveAttribute('href', paths.hrefFor(entry.parent)!);
  }
});

function expectedNavLinks(): number {
  const { nav } = catalogue;
  return nav.links.length + nav.showrooms.length + (nav.cta ? 1 : 0);
}
