import { expect, test } from './fixtures.ts';
import { demoProducts } from './support/demo-data.ts';
import { scrollToCards } from './support/screen.ts';
import { catalogue, hrefOf, listById, paths } from './support/site.ts';

const { texts, nav } = catalogue;

// Phone-only behaviour: the 'mobile' project (360 x 740) runs these, the desktop one skips them.
test.describe('at 360 x 740', () => {
  test('the nav collapses into a menu button that opens, closes, and leads to pages @mobile-only', async ({ page }) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: texts.nav.label });
    const menu = mainNav.getByRole('button', { name: texts.nav.menu, exact: true });
    const first = paths.link(nav.links[1]!);
    const link = mainNav.getByRole('link', { name: first.label, exact: true });

    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();

    await menu.click();
    const close = mainNav.getByRole('button', { name: texts.nav.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const l of nav.links.map(paths.link)) await expect(mainNav.getByRole('link', { name: l.label, exact: true })).toBeVisible();
    await close.click();
    await expect(link).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();

    await menu.click();
    await link.click();
    await expect(page).toHaveURL(first.href!);
    await expect(link).toBeHidden();
  });

  test('on a phone: category card to list, search, and the breadcrumb back @mobile-only', async ({ page }) => {
    await page.goto(hrefOf('womens-wear'));
    await page.getByRole('link', { name: `${texts.card.learnMore}: Saree` }).click();
    await expect(page).toHaveURL(hrefOf('saree'));
    const cards = page.getByRole('main').getByRole('article');
    // Counted once the whole list is drawn: long lists draw a batch more as the visitor scrolls to the end.
    const saree = listById('saree');
    const before = Math.min(saree.limit, demoProducts(saree.collection).length);
    await scrollToCards(page, before);
    await page.getByRole('searchbox', { name: texts.list.search, exact: true }).fill('silk');
    await expect.poll(() => cards.count()).toBeLessThan(before);
    await page.getByRole('navigation', { name: texts.breadcrumb.label }).getByRole('link', { name: texts.breadcrumb.back }).click();
    await expect(page).toHaveURL(hrefOf('womens-wear'));
  });
});
