// The suite's photo plumbing, before the owner's product pages use it: the local STAND-IN for Cloud Storage's
// upload endpoint (tests/support/storage-stand-in.ts; no Storage emulator runs here), which the global setup
// starts and the build points the owner's pages at, takes the owner's Authentication-emulator token and refuses
// a visitor's; what is stored there reaches a public page at its storage.googleapis.com URL (public-photos.ts).
// The uploads go through the real firebase/storage SDK (its Node build) with the token a browser would send.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, deleteObject, getStorage, ref, uploadBytes } from 'firebase/storage';
import sharp from 'sharp';
import { admin } from './admin';
import { OWNER, ownedSpecCatalogue } from './owned-shop';
import { servePublicPhotos, shownImage } from './public-photos';
import { AUTH_SKIPPED, PROJECT_ID, STORAGE_BUCKET, STORAGE_STAND_IN, STORAGE_STAND_IN_URL } from './settings';
import { standInBytes, standInFiles } from './stand-in-files';
import { authEmulatorClient, authEmulatorPort, tokenParts } from '../support/auth-emulator';
import { isOwnerClaims } from '../support/storage-requests';
import { photoPlan } from '../../src/domain/photo-copies';
import { productPhotoFolder, publicPhotoUrl } from '../../src/domain/product-photos';

const catalogue = ownedSpecCatalogue();
const saree = catalogue.lists.find((l) => l.id === 'saree')!;
const ownerPage = catalogue.pages.find((p) => p.kind === 'owner')!;
const emulator = authEmulatorClient({ url: `http://127.0.0.1:${authEmulatorPort()}`, project: PROJECT_ID });
const PORTRAIT = 'tests/fixtures/photos/portrait-exif6.jpg';

test.skip(process.env[AUTH_SKIPPED] === '1', 'firebase-tools is not installed: no Authentication emulator to sign in on');

/** firebase/storage on an app of its own, at the stand-in, sending `idToken` as a signed-in page's SDK sends its user's. */
function storageWith(idToken: string) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo', appId: '1:0:web:0' }, `public-photos-${Date.now()}`);
  const storage = getStorage(app, `gs://${STORAGE_BUCKET}`);
  connectStorageEmulator(storage, STORAGE_STAND_IN.host, STORAGE_STAND_IN.port, { mockUserToken: idToken });
  return { storage, close: () => deleteApp(app) };
}

test("the storage stand-in takes the owned shop's owner as signed in on the Authentication emulator, and refuses a visitor", async ({
  page,
}) => {
  const owner = await emulator.signInByEmailLink(OWNER);
  expect(isOwnerClaims(tokenParts(owner.idToken).claims, catalogue.owners)).toBe(true);
  const visitor = await emulator.signInByEmailLink('visitor@example.com');
  const path = `${productPhotoFolder(saree.collection, `stand-in-${Date.now()}`)}/photo.jpg`;
  const bytes = await readFile(PORTRAIT);

  const asVisitor = storageWith(visitor.idToken);
  try {
    await expect(uploadBytes(ref(asVisitor.storage, path), bytes, { contentType: 'image/jpeg' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  } finally {
    await asVisitor.close();
  }
  const asOwner = storageWith(owner.idToken);
  try {
    await uploadBytes(ref(asOwner.storage, path), bytes, { contentType: 'image/jpeg' });
    expect(await standInFiles(path.slice(0, path.lastIndexOf('/')))).toEqual([{ path, contentType: 'image/jpeg', size: bytes.length }]);
    expect((await standInBytes(path)).equals(bytes)).toBe(true);
    await deleteObject(ref(asOwner.storage, path));
    expect(await standInFiles(path.slice(0, path.lastIndexOf('/')))).toEqual([]);
  } finally {
    await asOwner.close();
  }

  // The build sends the owner's pages there, and only them.
  const csp = async (route: string) => (await page.request.get(route)).headers()['content-security-policy'] ?? '';
  expect(await csp(ownerPage.route)).toMatch(new RegExp(`connect-src [^;]*${STORAGE_STAND_IN_URL.replaceAll('.', '\\.')}[ ;]`));
  expect(await csp(saree.route)).not.toContain(STORAGE_STAND_IN_URL);
});

test('a product whose photo is in the stand-in shows it on the public /saree, first, as the copy its rule names, upright', async ({
  page,
  context,
}) => {
  const owner = await emulator.signInByEmailLink(OWNER);
  const db = admin();
  const doc = db.collection(saree.collection).doc();
  const folder = productPhotoFolder(saree.collection, doc.id);
  const img = publicPhotoUrl(STORAGE_BUCKET, `${folder}/photo.jpg`);
  // What the owner's phone will write: the original and each copy of the test bucket's rule, upright.
  const files = photoPlan(img, catalogue.images).files.map((file) => ({
    ...file,
    path: decodeURIComponent(new URL(file.url).pathname).slice(STORAGE_BUCKET.length + 2),
  }));
  const { storage, close } = storageWith(owner.idToken);
  const title = `Stand-in Saree ${Date.now().toString(36)}`;
  try {
    for (const file of files) {
      const bytes = await sharp(PORTRAIT)
        .rotate()
        .resize({ width: file.width })
        .toFormat(file.format === 'jpg' ? 'jpeg' : file.format)
        .toBuffer();
      await uploadBytes(ref(storage, file.path), bytes, { contentType: file.type });
    }
    expect((await standInFiles(folder)).map((f) => f.path)).toEqual(files.map((f) => f.path).sort());
    await doc.set({ title, des: 'Its photo is in the storage stand-in', img, createdAt: FieldValue.serverTimestamp() });

    const served = await servePublicPhotos(context);
    await page.goto(saree.route);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toContainText(title);
    const shown = await shownImage(first.locator('img'));
    // The copy a card asks for, as wide as the rule says, and 2:3 upright (the fixture is 3,000 × 2,000 stored, turned by EXIF).
    const copy = files.find((f) => f.url === shown.src);
    expect(copy?.role).toBe('copy');
    expect(shown).toEqual({ src: copy?.url, width: copy?.width, height: ((copy?.width ?? 0) * 3) / 2 });
    expect(served).toContainEqual({ url: shown.src, status: 200 });
  } finally {
    await doc.delete();
    for (const file of await standInFiles(folder)) await deleteObject(ref(storage, file.path));
    await close();
    await db.terminate();
  }
});
