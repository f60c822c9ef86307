import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogue, hrefOf } from './support/site.ts';
import { fillTemplate } from '../../src/domain/templates.ts';
import { homeSection } from '../support/home-sections.ts';

const { texts, shop } = catalogue;
// The specification's home sections these tests look at, by type and place among their type.
const home = {
  hero: homeSection(catalogue.home, 'carousel', 0),
  promo: homeSection(catalogue.home, 'carousel', 1),
  chat: homeSection(catalogue.home, 'chat-button'),
  clips: homeSection(catalogue.home, 'video-clips'),
  gallery: homeSection(catalogue.home, 'gallery'),
  showrooms: homeSection(catalogue.home, 'showrooms'),
  showcase: homeSection(catalogue.home, 'showcase'),
};
const hero = (page: Page) => page.getByRole('region', { name: home.hero.label });
/** The slide a sighted visitor sees: the others are aria-hidden, so the role query skips them. */
const shownSlide = (carousel: Locator) => carousel.getByRole('group');
const slideLabel = (n: number) => fillTemplate(texts.carousel.slide, { n, count: home.hero.slides.length });

test.describe('home carousel', () => {
  test('auto-advances after 10000 ms on the first slide, then 2000 ms on the next two', async ({ page }) => {
    const [first, second, third] = home.hero.slides.map((s) => s.intervalMs ?? home.hero.intervalMs);
    expect([first, second, third], 'spec intervals in the config').toEqual([10000, 2000, 2000]);
    const fade = home.hero.fadeMs;

    // The clock stands still from the first script on, so every timer is advanced by the test alone.
    await page.clock.install({ time: new Date('2025-07-15T10:00:00') });
    await page.clock.pauseAt(new Date('2025-07-15T10:00:01'));
    await page.goto('/');
    const slide = shownSlide(hero(page));
    await expect(slide).toHaveAttribute('aria-label', slideLabel(1));

    await page.clock.runFor(10000 - 100);
    await expect(slide).toHaveAttribute('aria-label', slideLabel(1));
    await page.clock.runFor(100 + fade);
    await expect(slide).toHaveAttribute('aria-label', slideLabel(2));

    await page.clock.runFor(2000 - 100 - fade);
    await expect(slide).toHaveAttribute('aria-label', slideLabel(2));
    await page.clock.runFor(100 + fade);
    await expect(slide).toHaveAttribute('aria-label', slideLabel(3));

    await page.clock.runFor(2000 - 100 - fade);
    await expect(slide).toHaveAttribute('aria-label', slideLabel(3));
    await page.clock.runFor(100 + fade);
    await expect(slide).toHaveAttribute('aria-label', slideLabel(4));
  });

  test('previous and next buttons move one slide, wrapping around @mobile', async ({ page }) => {
    await page.goto('/');
    const carousel = hero(page);
    const slide = shownSlide(carousel);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide).toHaveAttribute('aria-label', slideLabel(1));
    // Hovering the carousel (as clicking does) holds the show, so only the buttons move it.
    await carousel.getByRole('button', { name: texts.carousel.next }).click();
    await expect(slide).toHaveAttribute('aria-label', slideLabel(2));
    await carousel.getByRole('button', { name: texts.carousel.previous }).click();
    await expect(slide).toHaveAttribute('aria-label', slideLabel(1));
    await carousel.getByRole('button', { name: texts.carousel.previous }).click();
    await expect(slide).toHaveAttribute('aria-label', slideLabel(home.hero.slides.length));
    await expect(slide.getByRole('img')).toHaveAttribute('alt', home.hero.slides.at(-1)!.image.alt);
  });

  test('the promo and showroom-photo carousels have their slides and controls', async ({ page }) => {
    await page.goto('/');
    for (const carousel of [home.promo, home.showrooms.photos!]) {
      const region = page.getByRole('region', { name: carousel.label });
      await expect(region.getByRole('group', { includeHidden: true })).toHaveCount(carousel.slides.length);
      await expect(region.getByRole('button', { name: texts.carousel.next })).toBeVisible();
    }
  });
});

test('home sections: chat button, category cards, trending videos, gallery, showroom accordion, product cards', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');

  const chat = page.getByRole('link', { name: home.chat.label });
  const url = new URL((await chat.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${shop.phones.chat.replace(/\D/g, '')}`);
  expect(url.searchParams.get('text')).toBe(`I want to shop at ${shop.name}.`);
  const box = (await chat.boundingBox())!;
  expect(box.x, 'fixed at the bottom left').toBeLessThan(100);
  expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 100);

  for (const id of ['womens-wear', 'mens-wear', 'kids-wear', 'accessories']) {
    const title = catalogue.categories.find((c) => c.id === id)!.title;
    await expect(main.getByRole('link', { name: `${texts.card.learnMore}: ${title}` })).toHaveAttribute('href', hrefOf(id));
  }
  await expect(main.getByRole('heading', { name: 'Beauty Care' })).toBeVisible();
  await expect(main.getByRole('link', { name: `${texts.card.learnMore}: Beauty Care` })).toHaveCount(0);

  const videos = page.getByRole('region', { name: home.clips.heading }).locator('video');
  await expect(videos).toHaveCount(3);
  const facts = await videos.evaluateAll((vs) =>
    (vs as HTMLVideoElement[]).map((v) => ({
      loop: v.loop,
      muted: v.muted,
      inline: v.playsInline,
      poster: v.getAttribute('poster'),
      sources: [...v.querySelectorAll('source')].map((s) => s.getAttribute('src')),
    })),
  );
  home.clips.videos.forEach((v, i) =>
    expect(facts[i]).toEqual({ loop: true, muted: true, inline: true, poster: v.poster, sources: v.sources }),
  );

  await expect(page.getByRole('region', { name: home.gallery.heading }).getByRole('img')).toHaveCount(8);

  const showrooms = page.getByRole('region', { name: home.showrooms.heading });
  const headers = showrooms.locator('button[aria-expanded]');
  await expect(headers).toHaveCount(home.showrooms.items.length);
  await headers.nth(1).click();
  await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  const branch = catalogue.showrooms.find((s) => s.id === home.showrooms.items[1])!;
  await expect(showrooms.getByRole('link', { name: branch.phone })).toHaveAttribute('href', `tel:${branch.phone.replace(/[^\d+]/g, '')}`);
  await expect(showrooms.getByRole('link', { name: texts.showroom.directions })).toHaveAttribute('href', branch.directions);

  const showcase = page.getByRole('region', { name: home.showcase.heading });
  const cards = showcase.getByRole('article');
  await expect(cards).toHaveCount(14);
  const chats = await showcase
    .locator('a[href*="wa.me/"]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('text')));
  expect(chats).toEqual(Array(14).fill('I am Interested'));
});
