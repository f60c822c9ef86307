import { expect, test } from './fixtures.ts';
import { UNKNOWN_PATH } from './support/screen.ts';
import { catalogue, headingOf, hrefOf, paths, routes } from './support/site.ts';

const { texts, nav } = catalogue;
const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });
const routeOf = (id: string) => routes.find((r) => r.id === id)!;

test('the nav links lead to their pages', async ({ page }) => {
  await page.goto(hrefOf('contact'));
  const mainNav = page.getByRole('navigation', { name: texts.nav.label });
  for (const link of nav.links.map(paths.link)) {
    await mainNav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.href!);
    await expect(mainNav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  const cta = paths.link(nav.cta);
  await mainNav.getByRole('link', { name: cta.label, exact: true }).click();
  await expect(page).toHaveURL(cta.href!);
});

test('the showroom dropdown opens, lists the showroom pages, leads to them and closes on Escape', async ({ page }) => {
  await page.goto('/');
  const mainNav = page.getByRole('navigation', { name: texts.nav.label });
  const toggle = mainNav.getByRole('button', { name: texts.nav.showrooms });
  const showrooms = nav.showrooms.map(paths.link);
  for (const showroom of showrooms) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav.getByRole('link', { name: showroom.label, exact: true })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await mainNav.getByRole('link', { name: showroom.label, exact: true }).click();
    await expect(page).toHaveURL(showroom.href!);
    await expect(h1(page)).toHaveText(headingOf(routes.find((r) => r.path === showroom.href)!));
  }
  await toggle.click();
  await expect(mainNav.getByRole('link', { name: showrooms[0]!.label, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

for (const category of catalogue.categories) {
  test(`${category.title}: each card opens its list, Back returns, Home goes home`, async ({ page }) => {
    await page.goto(category.route);
    const breadcrumb = page.getByRole('navigation', { name: texts.breadcrumb.label });
    await expect(breadcrumb.getByRole('link', { name: texts.breadcrumb.home })).toHaveAttribute('href', hrefOf('home'));
    for (const card of category.cards) {
      const more = page.getByRole('main').getByRole('link', { name: `${texts.card.learnMore}: ${card.title}` });
      if (!card.to) {
        await expect(more, `'${card.title}' has no target, so no link`).toHaveCount(0);
        await expect(page.getByRole('heading', { name: card.title })).toBeVisible();
        continue;
      }
      await more.click();
      await expect(page).toHaveURL(hrefOf(card.to));
      await expect(h1(page)).toHaveText(headingOf(routeOf(card.to)));
      const crumbs = page.getByRole('navigation', { name: texts.breadcrumb.label });
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(paths.page(card.to)!.title);
      await crumbs.getByRole('link', { name: texts.breadcrumb.back }).click();
      await expect(page).toHaveURL(category.route);
    }
    for (const note of category.notes) await expect(page.getByRole('main')).toContainText(note);
    await breadcrumb.getByRole('link', { name: texts.breadcrumb.home }).click();
    await expect(page).toHaveURL('/');
    await expect(h1(page)).toHaveText(catalogue.home.heading);
  });
}

test('a list page breadcrumb: Home goes home', async ({ page }) => {
  await page.goto(hrefOf('saree'));
  await page.getByRole('navigation', { name: texts.breadcrumb.label }).getByRole('link', { name: texts.breadcrumb.home }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown path shows the not-found page inside the chrome, with a way home @mobile', async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await expect(h1(page)).toHaveText(texts.notFound.title);
  await expect(page.getByRole('main')).toContainText(texts.notFound.body);
  await expect(page.getByRole('navigation', { name: texts.nav.label })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(catalogue.shop.footer.lastUpdate);
  await page.getByRole('link', { name: texts.notFound.home }).click();
  await expect(page).toHaveURL('/');
});
