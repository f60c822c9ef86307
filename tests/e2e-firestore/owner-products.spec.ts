// The owner's product pages on the real UI, against the Authentication and Firestore emulators and the local
// STAND-IN for Cloud Storage's upload endpoint (tests/support/storage-stand-in.ts: no Storage emulator runs
// here), which the photos reach through the real firebase/storage SDK. A visitor's browser of its own reads
// the public pages, with the test bucket's public photo URLs served from the stand-in (public-photos.ts).
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { admin } from './admin';
import { buildAfterEdit } from './build';
import { OWNER, ownedSpecCatalogue } from './owned-shop';
import { authEmulator, signInByLink } from './owner-sign-in';
import { servePublicPhotos, shownImage } from './public-photos';
import { AUTH_SKIPPED, STORAGE_BUCKET } from './settings';
import { removeStandInFolder, standInBytes, standInFiles } from './stand-in-files';
import type { Catalogue } from '../../src/catalogue/schema';
import { photoPlan } from '../../src/domain/photo-copies';
import { formatPrice, currencySymbol } from '../../src/domain/price';
import { PHOTO_MAX_BYTES, productPhotoFolder, publicPhotoUrl } from '../../src/domain/product-photos';
import { fillTemplate } from '../../src/domain/templates';
import { expectAccessible } from '../e2e/support/accessibility';

const catalogue = ownedSpecCatalogue();
const t = catalogue.owner.texts;
const p = t.products;
const f = p.form;
const saree = catalogue.lists.find((l) => l.route === '/saree')!;
const priced = catalogue.lists.filter((l) => l.price);
const PORTRAIT = 'tests/fixtures/photos/portrait-exif6.jpg';
const bucketPath = (url: string) => decodeURIComponent(new URL(url).pathname).slice(STORAGE_BUCKET.length + 2);

type List = Catalogue['lists'][number];

test.skip(process.env[AUTH_SKIPPED] === '1', 'firebase-tools is not installed: no Authentication emulator to sign in on');

/** From the owner's pages: the switch to Products, then the list by its title in the chooser. */
async function openShelf(page: Page, list: List): Promise<void> {
  await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.products, exact: true }).click();
  await page.getByRole('navigation', { name: p.listsLabel }).getByRole('link', { name: list.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: list.title, exact: true })).toBeVisible();
  await expect(page.getByText(p.loading)).toHaveCount(0);
}

/** A product on the owner's shelf, by its title. */
const shelfItem = (page: Page, title: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

/** Add, the form filled in, Save: it says where the change is live. Stays on the saved form. */
async function addProduct(page: Page, list: List, fields: { title: string; des: string; price?: string; photo?: string }): Promise<void> {
  await page.getByRole('button', { name: p.add, exact: true }).click();
  await expect(page.getByRole('heading', { name: fillTemplate(f.addHeading, { list: list.title }) })).toBeVisible();
  await page.getByLabel(f.title, { exact: true }).fill(fields.title);
  await page.getByLabel(f.des, { exact: true }).fill(fields.des);
  if (fields.price !== undefined)
    await page.getByLabel(fillTemplate(f.price, { currency: currencySymbol(catalogue.site) }), { exact: true }).fill(fields.price);
  // The picker is the file input's label: a phone offers its camera and its photos there.
  if (fields.photo) {
    await page.getByLabel(f.pick, { exact: true }).setInputFiles(fields.photo);
    await expect(page.getByRole('img', { name: f.photoAlt })).toBeVisible();
  }
  await page.getByRole('button', { name: f.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible({ timeout: 30_000 });
}

/** From a saved form back to the list's shelf. */
async function backToShelf(page: Page, list: List): Promise<void> {
  await page.getByRole('button', { name: f.back, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: list.title, exact: true })).toBeVisible();
}

/** Hide or Show on a shelf item, then its saved state and the button that undoes it. */
async function setHidden(page: Page, title: string, hidden: boolean): Promise<void> {
  const item = shelfItem(page, title);
  await item.getByRole('button', { name: fillTemplate(hidden ? p.hide : p.show, { title }), exact: true }).click();
  await expect(item.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
  await expect(item.getByRole('button', { name: fillTemplate(hidden ? p.show : p.hide, { title }), exact: true })).toBeVisible();
  await expect(item.getByText(p.hidden, { exact: true })).toHaveCount(hidden ? 1 : 0);
}

/** A visitor's browser: no service worker, so each reload reads the page and its photos afresh; public photos from the stand-in. */
async function visitorBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await servePublicPhotos(context);
  return { context, page: await context.newPage() };
}

/** A public list once hydrated: its cards, as the browser read them from Firestore. */
async function publicCards(page: Page, route: string, reload = false): Promise<Locator> {
  await (reload ? page.reload() : page.goto(route));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page.getByRole('main').getByRole('article');
}

/** The documents of `list` titled `title`. */
const documentsTitled = async (db: Firestore, list: List, title: string) =>
  (await db.collection(list.collection).where('title', '==', title).get()).docs;

/** Deletes what a test added (documents by title, and their photo folders), whatever it got to. */
async function removeProducts(db: Firestore, list: List, titles: readonly string[]): Promise<void> {
  const docs = (await Promise.all(titles.map((title) => documentsTitled(db, list, title)))).flat();
  const folders = docs.map((doc) => productPhotoFolder(list.collection, doc.id));
  await Promise.all(docs.map((doc) => doc.ref.delete()));
  const stored = (await Promise.all(folders.map((folder) => standInFiles(folder)))).flat();
  if (stored.length === 0) return;
  const { idToken } = await authEmulator.signInByEmailLink(OWNER);
  for (const folder of folders) await removeStandInFolder(folder, idToken);
}

interface ItemList {
  '@type': 'ItemList';
  itemListElement: { position: number; item: { name: string } }[];
}

test('the owner adds a saree with a photo from the phone: it is resized upright into the rule’s copies, shown first on the public /saree, hidden from its list, search and the next build, shown again, then deleted with its photos', async ({
  browser,
  context,
  page,
}) => {
  // Two saves with a photo's resizing and upload, a visitor's reloads and a whole build.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const withPhoto = { title: `Peacock Silk ${stamp}`, des: 'Added from the phone, with its photo', photo: PORTRAIT };
  const plain = { title: `Plain Cotton ${stamp}`, des: 'Added from the phone, without a photo' };
  const db = admin();
  const visitor = await visitorBrowser(browser);
  try {
    // The shelf's thumbnails are the same public photos.
    await servePublicPhotos(context);
    await signInByLink(page, OWNER);
    await openShelf(page, saree);
    await expectAccessible(page);

    await addProduct(page, saree, withPhoto);
    await expectAccessible(page);

    // Firestore: the owner's fields, the token-less public URL of the photo, shown, the server's time of the add.
    const [stored, ...more] = await documentsTitled(db, saree, withPhoto.title);
    expect(more).toHaveLength(0);
    const folder = productPhotoFolder(saree.collection, stored!.id);
    const img = stored!.get('img') as string;
    expect(img).toMatch(new RegExp(`^${publicPhotoUrl(STORAGE_BUCKET, folder).replaceAll('.', '\\.')}/photo-[0-9a-z]+\\.jpg$`));
    expect(stored!.data()).toMatchObject({ title: withPhoto.title, des: withPhoto.des, img, hidden: false });
    const createdAt = stored!.get('createdAt') as unknown;
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(5 * 60_000);

    // The stand-in: the original and exactly the copies the test bucket's rule names, each of its content type,
    // re-encoded upright (no EXIF orientation left) at its width: the fixture is 3,000 × 2,000 stored, turned by EXIF.
    const plan = photoPlan(img, catalogue.images).files;
    expect(plan.filter((file) => file.role === 'copy').length).toBeGreaterThan(0);
    const files = await standInFiles(folder);
    expect(files.map(({ path, contentType }) => ({ path, contentType }))).toEqual(
      plan.map((file) => ({ path: bucketPath(file.url), contentType: file.type })).sort((a, b) => (a.path < b.path ? -1 : 1)),
    );
    for (const file of plan) {
      const meta = await sharp(await standInBytes(bucketPath(file.url))).metadata();
      expect({ file: file.url, format: meta.format, width: meta.width, orientation: meta.orientation ?? 1 }).toEqual({
        file: file.url,
        format: file.format === 'jpg' ? 'jpeg' : file.format,
        width: file.width,
        orientation: 1,
      });
      // 2:3 to the pixel, but for Chromium's createImageBitmap, which rounds the height it derives from resizeWidth
      // up after single-precision arithmetic: 1080 wide comes out 1,621 high, not 1,620.
      expect(Math.abs(meta.height - (file.width * 3) / 2), `${file.url} is ${meta.width} × ${meta.height}`).toBeLessThanOrEqual(1);
    }
    for (const { size } of files) expect(size).toBeLessThanOrEqual(PHOTO_MAX_BYTES);

    // The visitor's /saree: the new product first, its picture the rule's copy, 2:3 upright.
    let cards = await publicCards(visitor.page, saree.route);
    await expect(cards.first()).toContainText(withPhoto.title);
    const shown = await shownImage(cards.first().locator('img'));
    const copy = plan.find((file) => file.url === shown.src);
    expect(copy?.role).toBe('copy');
    expect(shown).toEqual({ src: copy?.url, width: copy?.width, height: ((copy?.width ?? 0) * 3) / 2 });

    // A second product, shown, newer: on the visitor's reload it is first, which proves the page read Firestore.
    await backToShelf(page, saree);
    await addProduct(page, saree, plain);
    await backToShelf(page, saree);

    // Hidden: gone from the visitor's list and its search.
    await setHidden(page, withPhoto.title, true);
    cards = await publicCards(visitor.page, saree.route, true);
    await expect(cards.first()).toContainText(plain.title);
    await expect(cards.filter({ hasText: withPhoto.title })).toHaveCount(0);
    await visitor.page.getByRole('searchbox', { name: catalogue.texts.list.search }).fill(withPhoto.title);
    await expect(visitor.page.getByText(catalogue.texts.list.noMatch)).toBeVisible();
    await expect(cards).toHaveCount(0);

    // A build after the edit: the product shown pre-rendered first, the hidden one nowhere in the page nor its JSON-LD.
    const [built] = await buildAfterEdit([saree.route]);
    expect(built.html.split('<article').at(1) ?? '').toContain(plain.title);
    expect(built.html).not.toContain(withPhoto.title);
    expect(built.html).not.toContain(folder);
    const list = built.jsonLd.find((block) => block['@type'] === 'ItemList') as ItemList | undefined;
    expect(list?.itemListElement[0]).toMatchObject({ position: 1, item: { name: plain.title } });
    expect(JSON.stringify(built.jsonLd)).not.toContain(withPhoto.title);

    // Shown again: the visitor's search finds it.
    await setHidden(page, withPhoto.title, false);
    cards = await publicCards(visitor.page, `${saree.route}?q=${encodeURIComponent(withPhoto.title)}`);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(withPhoto.title);

    // Deleted, after the question naming it: no document, no photo left in its folder.
    const item = shelfItem(page, withPhoto.title);
    await item.getByRole('button', { name: fillTemplate(p.remove, { title: withPhoto.title }), exact: true }).click();
    const question = item.getByRole('group', { name: fillTemplate(p.removeQuestion, { title: withPhoto.title }) });
    await question.getByRole('button', { name: p.removeConfirm, exact: true }).click();
    await expect(item).toHaveCount(0);
    expect((await stored!.ref.get()).exists).toBe(false);
    await expect.poll(() => standInFiles(folder)).toEqual([]);
  } finally {
    await visitor.context.close();
    await removeProducts(db, saree, [withPhoto.title, plain.title]);
    await db.terminate();
  }
});

test('on the only priced list the owner adds a product with a price, the visitor sees it in the shop’s currency, and an edit of the price shows too', async ({
  browser,
  page,
}) => {
  expect(priced).toHaveLength(1);
  const bags = priced[0]!;
  const money = catalogue.site;
  const product = { title: `Jute Tote ${Date.now().toString(36)}`, des: 'Priced by the owner', price: '1299' };
  const db = admin();
  const visitor = await visitorBrowser(browser);
  try {
    await signInByLink(page, OWNER);
    await openShelf(page, bags);
    await addProduct(page, bags, product);
    const [stored] = await documentsTitled(db, bags, product.title);
    expect(stored?.data()).toMatchObject({ title: product.title, price: 1299, hidden: false });
    const createdAt = stored!.get('createdAt') as Timestamp;

    let cards = await publicCards(visitor.page, bags.route);
    await expect(cards.first()).toContainText(product.title);
    await expect(cards.first()).toContainText(formatPrice(1299, money));

    // The edit: the form opens on the stored price; the new one is stored, createdAt kept, and shown.
    await backToShelf(page, bags);
    await shelfItem(page, product.title)
      .getByRole('button', { name: fillTemplate(p.edit, { title: product.title }), exact: true })
      .click();
    await expect(page.getByRole('heading', { name: fillTemplate(f.editHeading, { title: product.title }) })).toBeVisible();
    await expectAccessible(page);
    const price = page.getByLabel(fillTemplate(f.price, { currency: currencySymbol(money) }), { exact: true });
    await expect(price).toHaveValue('1299');
    await price.fill('1499');
    await page.getByRole('button', { name: f.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
    const edited = await stored!.ref.get();
    expect(edited.data()).toMatchObject({ title: product.title, price: 1499, hidden: false });
    expect((edited.get('createdAt') as Timestamp).isEqual(createdAt)).toBe(true);

    cards = await publicCards(visitor.page, bags.route, true);
    await expect(cards.first()).toContainText(product.title);
    await expect(cards.first()).toContainText(formatPrice(1499, money));
    await expect(cards.first()).not.toContainText(formatPrice(1299, money));

    // Deleted from the shelf, as the owner would.
    await backToShelf(page, bags);
    const item = shelfItem(page, product.title);
    await item.getByRole('button', { name: fillTemplate(p.remove, { title: product.title }), exact: true }).click();
    await item.getByRole('button', { name: p.removeConfirm, exact: true }).click();
    await expect(item).toHaveCount(0);
    expect((await stored!.ref.get()).exists).toBe(false);
  } finally {
    await visitor.context.close();
    await removeProducts(db, bags, [product.title]);
    await db.terminate();
  }
});
