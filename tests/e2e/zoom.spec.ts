import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { homeSection } from '../support/home-sections.ts';
import { scrollToCards } from './support/screen.ts';
import { catalogue, listById } from './support/site.ts';
import { CARD_BATCH } from '../../src/components/product/card-window.ts';
import { FIRST_PAINT } from '../../src/domain/first-paint.ts';

const { texts } = catalogue;
const showcase = homeSection(catalogue.home, 'showcase');
const photo = catalogue.showcases.find((s) => s.id === showcase.from)!.cards[0]!.image;

/**
 * Scrolls the first home product photo into view and waits until it has loaded:
 * the viewer only takes over a photo it has (react-medium-image-zoom then adds its button).
 */
async function photoReady(page: Page) {
  const img = page.getByRole('region', { name: showcase.heading }).getByRole('img', { name: photo.alt });
  await img.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: `${texts.zoom.open}: ${photo.alt}` })).toBeAttached();
  return img;
}

/** Opens the photo in the viewer by clicking it, as a visitor does. */
async function openViewer(page: Page) {
  await (await photoReady(page)).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: photo.alt })).toBeVisible();
  return dialog;
}

const scrollLocked = (page: Page) =>
  page.evaluate(() => [document.body, document.documentElement].some((el) => getComputedStyle(el).overflow === 'hidden'));

test.describe('zoom viewer on the home product photos', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('opens full screen in a modal dialog and locks page scroll; Escape closes it and unlocks', async ({ page }) => {
    expect(await scrollLocked(page)).toBe(false);
    const dialog = await openViewer(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = (await dialog.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, ...page.viewportSize() });
    expect(await scrollLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('a click on the overlay closes it', async ({ page }) => {
    const dialog = await openViewer(page);
    // The photo is centred with the overlay on both sides; the left edge is overlay.
    await dialog.click({ position: { x: 4, y: page.viewportSize()!.height / 2 } });
    await expect(dialog).toBeHidden();
  });

  test('a click on the zoomed image closes it', async ({ page }) => {
    const dialog = await openViewer(page);
    await dialog.getByRole('img', { name: photo.alt }).click();
    await expect(dialog).toBeHidden();
  });

  test('the minimise button closes it', async ({ page }) => {
    const dialog = await openViewer(page);
    await dialog.getByRole('button', { name: texts.zoom.close }).click();
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('the scroll wheel closes it', async ({ page }) => {
    const dialog = await openViewer(page);
    // The viewer listens to the wheel once its opening transition has ended (its 'loaded' state).
    await expect.poll(() => dialog.getByRole('img').evaluate((img) => img.getAnimations().length)).toBe(0);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 200);
    await expect(dialog).toBeHidden();
  });

  test('by keyboard: the expand button opens it, Escape closes it and focus returns to the button', async ({ page }) => {
    await photoReady(page);
    const expand = page.getByRole('button', { name: `${texts.zoom.open}: ${photo.alt}` });
    await expand.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(expand).toBeFocused();
  });
});

test.describe('the page has one zoom viewer and one share handler, for every card', () => {
  // A card beyond the first batch: drawn only once the visitor has scrolled.
  const drawnAfterScrolling = FIRST_PAINT + 2 * CARD_BATCH;

  async function scrolledCard(page: Page) {
    await page.goto(listById('churidar').route);
    await scrollToCards(page, drawnAfterScrolling);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .nth(drawnAfterScrolling - 1);
    await card.scrollIntoViewIfNeeded();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const img = card.getByRole('img', { name: title, exact: true });
    // The viewer opens a photo it has: a lazy one has to arrive first.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    return { card, title, img, expand: card.getByRole('button', { name: `${texts.zoom.open}: ${title}`, exact: true }) };
  }

  test('The zoom viewer opens from a card added by scrolling, and its close paths and scroll lock still work', async ({ page }) => {
    const { title, img, expand } = await scrolledCard(page);
    expect(await scrollLocked(page)).toBe(false);
    await img.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('img', { name: title, exact: true })).toBeVisible();
    expect(await scrollLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    await expect(expand).toBeFocused();

    // Again from the keyboard; the minimise button closes it, then a click on the overlay.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: texts.zoom.close }).click();
    await expect(dialog).toBeHidden();
    await expect(expand).toBeFocused();
    await img.click();
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 4, y: page.viewportSize()!.height / 2 } });
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    // One viewer for the whole page, not one per card.
    expect(await page.locator('[data-rmiz]').count()).toBeLessThanOrEqual(1);
  });

  test('Share on a card added by scrolling shows its note on that card only', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const { card, title } = await scrolledCard(page);
    await card.getByRole('button', { name: `${texts.list.share}: ${title}`, exact: true }).click();
    await expect(card.getByRole('status')).toHaveText(texts.list.copied);
    await expect(page.getByRole('main').getByRole('article').getByRole('status')).toHaveCount(1);
  });
});
