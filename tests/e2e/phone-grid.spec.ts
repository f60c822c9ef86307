import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoProducts } from './support/demo-data.ts';
import { catalogue, listById } from './support/site.ts';
import { pictureSources } from '../../src/domain/image-variants.ts';

// A common phone: 390 x 844 CSS px at device pixel ratio 2, as the benchmark measures it.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const { texts } = catalogue;
const saree = listById('saree');
const products = demoProducts(saree.collection).slice(0, saree.limit);
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const photoOf = (card: Locator) => card.locator('img, [data-image-placeholder]').first();

/** The list reveals its cards a screenful at a time: scroll until all are in the page. */
async function allCards(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(cards(page)).toHaveCount(products.length, { timeout: 500 });
  }).toPass();
}

test.describe('the saree list on a 390 px phone', () => {
  test('shows two columns of cards and never scrolls sideways', async ({ page }) => {
    await page.goto(saree.route);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cards(page).nth(i).boundingBox())!));
    const [first, second, third] = boxes as [
      NonNullable<(typeof boxes)[0]>,
      NonNullable<(typeof boxes)[0]>,
      NonNullable<(typeof boxes)[0]>,
    ];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(third.y).toBeGreaterThan(first.y + first.height);
    expect(third.x).toBe(first.x);
    expect(first.width).toBeLessThan(195);
    await allCards(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('every card photo has a srcset of resized copies and keeps its 4:5 box before it loads', async ({ page }) => {
    await page.goto(saree.route);
    await allCards(page);
    const photos = page.getByRole('main').getByRole('article').locator('img');
    await expect(photos).toHaveCount(products.length);
    const facts = await photos.evaluateAll((imgs) =>
      imgs.map((img) => {
        const box = img.getBoundingClientRect();
        const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])];
        const fallback = sources.at(-1);
        return {
          srcset: fallback?.getAttribute('srcset'),
          sizes: fallback?.getAttribute('sizes'),
          source: sources[0]?.getAttribute('type'),
          width: box.width,
          height: box.height,
        };
      }),
    );
    for (const [i, photo] of facts.entries()) {
      const expected = pictureSources(products[i]!.img!, catalogue.images)!;
      expect(photo.srcset, `card ${i}`).toBe(expected.srcSet);
      expect(photo.sizes, `card ${i}`).toMatch(/\(min-width: 360px\)/);
      expect(photo.source, `card ${i}`).toBe(expected.sources[0]?.type);
      // Reserved by CSS, loaded or not: nothing below moves when the bytes arrive.
      expect(photo.height, `card ${i}`).toBeCloseTo(photo.width * 1.25, 0);
    }
  });

  test('the first row loads eagerly with high priority, in the pre-rendered HTML; the rest wait lazily', async ({ page, request }) => {
    const html = await (await request.get(saree.route)).text();
    const tags = [...html.matchAll(/<article[\s\S]*?<img ([^>]*)>/g)].map(([, attrs]) => attrs!);
    expect(tags.length).toBeGreaterThan(2);
    for (const [i, attrs] of tags.entries()) {
      expect(attrs, `card ${i}`).toContain(i < 2 ? 'loading="eager"' : 'loading="lazy"');
      expect(/fetchpriority="high"/i.test(attrs), `card ${i}`).toBe(i < 2);
    }
    await page.goto(saree.route);
    const loading = await cards(page)
      .locator('img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => [img.loading, img.getAttribute('fetchpriority')]));
    expect(loading.slice(0, 2)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
    ]);
    expect(loading.slice(2).every(([lazy, priority]) => lazy === 'lazy' && priority === null)).toBe(true);
  });

  test('a photo that fails to load leaves a neutral placeholder in the same box', async ({ page }) => {
    // The first card's photo, in every copy, arrives as bytes no browser can decode (a truncated upload):
    // it fails even before the page is hydrated.
    const base = products[0]!.img!.replace(/\.\w+$/, '');
    await page.route(
      (url) => url.pathname.startsWith(base),
      (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: 'not a picture' }),
    );
    await page.goto(saree.route);
    const first = cards(page).first();
    const placeholder = first.locator('[data-image-placeholder]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('role', 'img');
    await expect(placeholder).toHaveAccessibleName(products[0]!.title);
    const [box, neighbour] = [await placeholder.boundingBox(), await photoOf(cards(page).nth(1)).boundingBox()];
    expect(box!.height).toBeCloseTo(neighbour!.height, 0);
    expect(box!.width).toBeCloseTo(neighbour!.width, 0);
    await expect(cards(page).nth(1).locator('[data-image-placeholder]')).toHaveCount(0);
  });

  test('a list photo opens the zoom viewer with its largest copy', async ({ page }) => {
    await page.goto(saree.route);
    const title = products[0]!.title;
    // The viewer takes over a photo once it has loaded (react-medium-image-zoom then adds its button).
    await expect(page.getByRole('button', { name: `${texts.zoom.open}: ${title}` })).toBeAttached();
    await cards(page).first().getByRole('img', { name: title }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const largest = pictureSources(products[0]!.img!, catalogue.images)!.largest;
    await expect(dialog.getByRole('img', { name: title })).toHaveAttribute('src', largest);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('compact cards: clamped text opens whole, and every control is at least 44 x 44 px', async ({ page }) => {
    await page.goto(saree.route);
    const card = cards(page).first();
    const summary = card.locator('summary');
    const clampedHeight = (await summary.boundingBox())!.height;
    await summary.click();
    await expect(card.locator('details')).toHaveAttribute('open', '');
    expect((await summary.boundingBox())!.height).toBeGreaterThan(clampedHeight);
    // The photo itself opens the viewer; its own button (a keyboard user's, shown on focus only) is a full target too.
    const controls = card.locator('a, button, summary, img');
    for (const box of await controls.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
    ))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await expect(card.getByRole('link', { name: `${texts.list.callBook}: ${products[0]!.title}` })).toBeVisible();
  });
});
