import { expect, test, waitForHydration } from '../e2e/fixtures.ts';
import { expectAccessible } from '../e2e/support/accessibility.ts';
import { underPrefix } from '../../src/domain/language-path.ts';
import { currencySymbol, formatPrice } from '../../src/domain/price.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';
import { fillTemplate } from '../../src/domain/templates.ts';
import type { Locator, Page } from '@playwright/test';
import { shop } from './shop.ts';

const { catalogue } = shop;
const owner = catalogue.pages.find((p) => p.kind === 'owner');
const { texts } = catalogue;
const t = catalogue.owner.texts.products;
const f = t.form;
// 3,000 × 2,000 stored, EXIF orientation 6: upright it is taller than wide.
const PORTRAIT = 'tests/fixtures/photos/portrait-exif6.jpg';
// A list that shows prices, where the shop has one, so the price is checked too; else the first list.
const list = catalogue.lists.find((l) => l.price) ?? catalogue.lists[0];
const PRICE = 1234;
// The shop's other languages (locales), whose titles and descriptions the product form offers too.
const others = shopLanguages(catalogue).filter((l) => !l.isDefault);

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const shelfCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: texts.list.search, exact: true });

/** The public list page, hydrated, with the demo notice saying this browser shows its own changes. */
async function openPublicList(page: Page): Promise<void> {
  await page.goto(list!.route);
  await waitForHydration(page);
  await expect(page.getByText(texts.demoChanges, { exact: true })).toBeVisible();
}

/** The list's shelf on the owner's pages (the demo sign-in is kept in this browser). */
async function openShelf(page: Page): Promise<void> {
  await page.goto(`${owner!.route}/products/${list!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: list!.title, exact: true })).toBeVisible();
  await expect(page.getByText(t.loading)).toHaveCount(0);
}

/** Adds a product through the form (the photo and a price where given) and waits for the saved text. */
async function addProduct(page: Page, product: { title: string; photo?: string; price?: number }, check?: () => Promise<void>) {
  await page.getByRole('button', { name: t.add, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${list!.id}/new$`));
  await expect(page.getByRole('heading', { name: fillTemplate(f.addHeading, { list: list!.title }) })).toBeVisible();
  await page.getByLabel(f.title, { exact: true }).fill(product.title);
  await page.getByLabel(f.des, { exact: true }).fill(`Added by the smoke test (${product.title}).`);
  if (product.price !== undefined)
    await page.getByLabel(fillTemplate(f.price, { currency: currencySymbol(catalogue.site) }), { exact: true }).fill(String(product.price));
  if (product.photo) {
    // The file input is visually hidden; its label is the pick button, in the shop's words.
    await page.getByLabel(f.pick, { exact: true }).setInputFiles(product.photo);
    await expect(page.getByRole('img', { name: f.photoAlt })).toHaveAttribute('src', /^data:image\//);
  }
  await check?.();
  await page.getByRole('button', { name: f.save, exact: true }).click();
  await expect(page.getByText(t.saved, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: f.back, exact: true }).click();
  await expect(shelfCard(page, product.title)).toBeVisible();
}

/** Hides or shows a product from its shelf card, and waits for the saved text there. */
async function setHidden(page: Page, title: string, hidden: boolean): Promise<void> {
  const card = shelfCard(page, title);
  await card.getByRole('button', { name: fillTemplate(hidden ? t.hide : t.show, { title }), exact: true }).click();
  await expect(card.getByText(t.saved, { exact: true })).toBeVisible();
  await expect(card.getByText(t.hidden, { exact: true })).toHaveCount(hidden ? 1 : 0);
}

/** The width and height the card's picture decodes at, once it is a data: URL kept in this browser. */
async function decodedSize(img: Locator): Promise<{ width: number; height: number }> {
  await expect(img).toHaveAttribute('src', /^data:image\//);
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    return { width: el.naturalWidth, height: el.naturalHeight };
  });
}

// Demo mode (no Firebase settings): what the demo owner changes on the owner's pages is kept in this browser,
// and this browser's public list shows it once hydrated, with the demo notice saying so.
test("the demo owner adds a product with a photo, hides it and shows it again; the same browser's public list follows", async ({
  page,
}) => {
  test.skip(!owner || !list, 'this shop has no owners or no lists');
  if (!owner || !list) return;
  test.slow(); // a photo resized in the browser, and axe on two of the owner's pages
  const stamp = `${test.info().project.name}-${Date.now().toString(36)}`;
  const title = `Smoke product ${stamp}`;
  const price = list.price ? PRICE : undefined;

  await page.goto(owner.route);
  await page.getByRole('button', { name: catalogue.owner.texts.signIn.demo }).click();
  await page
    .getByRole('navigation', { name: catalogue.owner.texts.nav.label })
    .getByRole('link', { name: catalogue.owner.texts.nav.products })
    .click();
  await page.getByRole('navigation', { name: t.listsLabel }).getByRole('link', { name: list.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${list.id}$`));
  await expect(page.getByText(t.loading)).toHaveCount(0);
  await expectAccessible(page);

  // The form, axe-checked with the photo's upright preview in it, then saved.
  await addProduct(page, { title, photo: PORTRAIT, ...(price !== undefined ? { price } : {}) }, () => expectAccessible(page));

  // The public list of this browser: the new product first, its photo read back from this browser, upright.
  await openPublicList(page);
  const first = cards(page).first();
  await expect(first).toContainText(title);
  if (price !== undefined) await expect(first).toContainText(formatPrice(price, catalogue.site));
  const shown = await decodedSize(first.getByRole('img').first());
  expect(shown.width, 'the photo decodes upright (EXIF orientation 6 applied)').toBeLessThan(shown.height);

  // Hidden: gone from the public list and from its search. A second product added then is the sign that the
  // list shown is this browser's, read after hydration (the pre-rendered cards never had either).
  const marker = `Smoke marker ${stamp}`;
  await openShelf(page);
  await setHidden(page, title, true);
  await addProduct(page, { title: marker });
  await openPublicList(page);
  await expect(cards(page).first()).toContainText(marker);
  await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
  await searchBox(page).fill(title);
  await expect(page.getByText(texts.list.noMatch, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // Shown again: back on the public list, after the newer marker, and its search finds it.
  await openShelf(page);
  await setHidden(page, title, false);
  await openPublicList(page);
  await expect(cards(page).first()).toContainText(marker);
  await expect(cards(page).nth(1)).toContainText(title);
  await searchBox(page).fill(title);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(title);
});

// A shop with other languages: the form has a title and a description in each, beside the default ones; a
// product saved with a title in one shows it on that language's list, with the default description.
test("the demo owner gives a product a title in the shop's other language; that language's list shows it", async ({ page }) => {
  const [other] = others;
  test.skip(!owner || !list || !other, 'this shop has no owners, no lists or no other language');
  if (!owner || !list || !other) return;
  const stamp = `${test.info().project.name}-${Date.now().toString(36)}`;
  const title = `Smoke translated ${stamp}`;
  const translated = `স্মোক শাড়ি ${stamp}`;

  await page.goto(`${owner.route}/products/${list.id}`);
  await page.getByRole('button', { name: catalogue.owner.texts.signIn.demo }).click();
  await expect(page.getByText(t.loading)).toHaveCount(0);
  await addProduct(page, { title }, async () => {
    const field = page.getByLabel(fillTemplate(f.titleIn, { language: other.label }), { exact: true });
    await expect(field).toHaveAttribute('lang', other.lang);
    await expect(page.getByLabel(fillTemplate(f.desIn, { language: other.label }), { exact: true })).toHaveAttribute('lang', other.lang);
    await field.fill(translated);
  });

  // Opened again: the stored translation is in its field.
  await shelfCard(page, title)
    .getByRole('button', { name: fillTemplate(t.edit, { title }), exact: true })
    .click();
  await expect(page.getByLabel(fillTemplate(f.titleIn, { language: other.label }), { exact: true })).toHaveValue(translated);

  // The other language's list of this browser: the translated title; the default language's list: the default one.
  await page.goto(underPrefix(list.route, other.prefix));
  await waitForHydration(page);
  await expect(cards(page).first()).toContainText(translated);
  await expect(cards(page).first()).toContainText(`Added by the smoke test (${title}).`);
  await openPublicList(page);
  await expect(cards(page).first()).toContainText(title);
  await expect(cards(page).first()).not.toContainText(translated);
});
