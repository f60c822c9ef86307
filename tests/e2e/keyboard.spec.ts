import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogue, hrefOf, paths } from './support/site.ts';
import { homeSection } from '../support/home-sections.ts';

const { texts, nav } = catalogue;

interface Stop {
  tag: string;
  name: string;
  region: 'nav' | 'search' | 'card' | 'other';
}

/** Presses Tab until `done` says enough, returning what received focus on the way. */
async function tabThrough(page: Page, done: (stops: Stop[]) => boolean, max = 80): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max && !done(stops); i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate((navLabel) => {
        const el = document.activeElement as HTMLElement;
        const region = el.closest(`nav[aria-label="${navLabel}"]`)
          ? 'nav'
          : el.closest('[role="search"]')
            ? 'search'
            : el.closest('main article')
              ? 'card'
              : 'other';
        return { tag: el.tagName.toLowerCase(), name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', region };
      }, texts.nav.label),
    );
  }
  return stops;
}

test('Tab alone reaches every nav link, the search box and the product cards, in that order', async ({ page }) => {
  await page.goto(hrefOf('saree'));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const callBook = new RegExp(`^${texts.list.callBook}: `);
  const stops = await tabThrough(page, (s) => s.some((x) => x.region === 'card' && callBook.test(x.name)));

  const navNames = stops.filter((s) => s.region === 'nav').map((s) => s.name);
  for (const link of nav.links.map(paths.link)) expect(navNames).toContain(link.label);
  expect(navNames).toContain(paths.link(nav.cta).label);
  const first = (region: Stop['region']) => stops.findIndex((s) => s.region === region);
  expect(first('nav')).toBeGreaterThanOrEqual(0);
  expect(first('search')).toBeGreaterThan(first('nav'));
  expect(first('card')).toBeGreaterThan(first('search'));
  // A card starts with its photo (it opens the zoom viewer), then its text and links, Call Book among them.
  expect(stops[first('card')]!.name).toMatch(new RegExp(`^${texts.zoom.open}: `));
  expect(stops.filter((s) => s.region === 'card').map((s) => s.name)).toContainEqual(expect.stringMatching(callBook));
});

test('the keyboard drives the site: skip link, nav link by Enter, showroom dropdown by Enter and Escape', async ({ page }) => {
  await page.goto(hrefOf('saree'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: texts.skipToContent })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const mainNav = page.getByRole('navigation', { name: texts.nav.label });
  const target = paths.link(nav.links[1]!);
  await mainNav.getByRole('link', { name: target.label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target.href!);

  const toggle = mainNav.getByRole('button', { name: texts.nav.showrooms });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(mainNav.getByRole('link', { name: paths.link(nav.showrooms[0]!).label, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('Tab reaches the home carousel controls and Enter drives them', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: homeSection(catalogue.home, 'carousel', 0).label });
  await expect(hero).toBeVisible();
  const next = hero.getByRole('button', { name: texts.carousel.next });
  for (let i = 0; i < 40 && !(await next.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus inside holds the show, so only the key press moved it.
  await expect(hero.getByRole('group')).toHaveAttribute('aria-label', new RegExp(`^2\\b`));
});
