import { expect, type Page } from '@playwright/test';
import { catalogue, documentTitleOf, headingOf, type RouteEntry } from './site.ts';
import { UNKNOWN_PATH } from './unknown-path.ts';

export { UNKNOWN_PATH };

/** Where a route is opened: its own path, or an unknown one for the catch-all. */
export function urlOf(route: RouteEntry): string {
  return route.path === '*' ? UNKNOWN_PATH : route.path;
}

/** Opens a route and waits until its own screen (not a loading shell) is drawn. */
export async function openScreen(page: Page, route: RouteEntry): Promise<void> {
  await page.goto(urlOf(route));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route));
  await expect(page).toHaveTitle(documentTitleOf(route));
}

/** The shared chrome: top strip, main navigation with every configured link, footer. */
export async function expectChrome(page: Page): Promise<void> {
  const { texts, shop, nav } = catalogue;
  const topStrip = page.getByRole('complementary', { name: texts.topStrip.label });
  await expect(topStrip.getByRole('link', { name: shop.phones.helpline })).toHaveAttribute('href', /^tel:/);
  const mainNav = page.getByRole('navigation', { name: texts.nav.label });
  await expect(mainNav).toBeVisible();
  // On a phone the links sit behind the menu button, so they are attached, not necessarily visible.
  await expect(mainNav.getByRole('link', { includeHidden: true })).toHaveCount(nav.links.length + nav.showrooms.length + 1);
  await expect(mainNav.getByRole('button', { name: texts.nav.showrooms, includeHidden: true })).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(shop.footer.lastUpdate);
  await expect(footer).toContainText(shop.footer.copyright);
  await expect(footer.getByRole('link', { name: shop.footer.credit.label })).toHaveAttribute('href', shop.footer.credit.href);
}

export interface CardFacts {
  title: string;
  text: string;
  tel: { href: string; text: string }[];
  chat: { href: string; text: string }[];
}

/**
 * Scrolls to the end of a product list until it shows exactly `count` cards: a long list draws
 * a batch more each time the visitor comes near its end, so one scroll is never enough.
 */
export async function scrollToCards(page: Page, count: number): Promise<void> {
  const cards = page.getByRole('main').getByRole('article');
  // Scrolls again at every probe while short of `count`: a count read just before a re-render (a search
  // cleared a moment ago) is stale, and one scroll made before the list shrank back leaves its end out of
  // reach. Never once `count` is drawn: a scroll then would draw a batch more than asked for.
  const scrolledCount = async () => {
    const drawn = await cards.count();
    if (drawn < count) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return drawn;
  };
  for (let drawn = await cards.count(); drawn < count; drawn = await cards.count()) {
    await expect.poll(scrolledCount, `other than ${drawn} cards once scrolled to the end`).not.toBe(drawn);
  }
  await expect(cards).toHaveCount(count);
}

/**
 * Scrolls until a product list shows exactly `count` cards (long lists draw a
 * batch at a time as the visitor scrolls), then reads each card's title, text
 * and contact links.
 */
export async function readCards(page: Page, count: number): Promise<CardFacts[]> {
  await scrollToCards(page, count);
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const links = (selector: string) =>
          [...card.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => ({ href: a.href, text: a.textContent?.trim() ?? '' }));
        return {
          title: card.querySelector('h2, h3')?.textContent?.trim() ?? '',
          text: card.textContent ?? '',
          tel: links('a[href^="tel:"]'),
          chat: links('a[href*="wa.me/"]'),
        };
      }),
    );
}
