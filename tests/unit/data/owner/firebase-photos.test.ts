// @vitest-environment node
// The owner's photo uploads through the real firebase/storage SDK (its Node build, over fetch), pointed with
// connectStorageEmulator at a local STAND-IN for Cloud Storage's upload endpoint (tests/support/storage-stand-in.ts):
// there is no Storage emulator on these machines. The stand-in checks what the SDK sends and refuses what
// storage.rules refuse, but it is not the rules runtime.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
import { firebasePhotoStore } from '../../../../src/data/owner/firebase-photos';
import { failureOf } from '../../../../src/data/owner/failure';
import { productPhotos, type PhotoFile, type PhotoProgress } from '../../../../src/data/owner/product-photos';
import { productPhotoFolder, publicPhotoUrl } from '../../../../src/domain/product-photos';
import { startStorageStandIn, type StorageStandIn } from '../../../support/storage-stand-in';

/** The claims of the unsigned ID token the SDK sends to an emulator (connectStorageEmulator's mockUserToken). */
type Claims = Exclude<NonNullable<NonNullable<Parameters<typeof connectStorageEmulator>[3]>['mockUserToken']>, string>;

const BUCKET = 'demo-catalogue.firebasestorage.app';
const OWNER: Claims = { email: 'owner@example.com', email_verified: true, sub: 'owner-1' };
const FOLDER = productPhotoFolder('Saree', 'p1');

let standIn: StorageStandIn;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  standIn = await startStorageStandIn({ bucket: BUCKET, owners: ['owner@example.com'] });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await standIn.stop();
});
beforeEach(() => {
  standIn.files.clear();
  standIn.sent.length = 0;
  standIn.refusals.length = 0;
  standIn.interrupt(0, 'drop');
});

/** The SDK's Storage on an app of its own, at the stand-in, sending an unsigned token with these claims (as the Auth emulator's are). */
function storageAs(claims: Claims) {
  const app = initializeApp({ projectId: 'demo-catalogue', apiKey: 'k', appId: '1:2:web:3' }, `photos-${apps.length}`);
  apps.push(app);
  const storage = getStorage(app, `gs://${BUCKET}`);
  const [host, port] = standIn.host.split(':');
  connectStorageEmulator(storage, host!, Number(port), { mockUserToken: claims });
  return storage;
}

function photosAs(claims: Claims, timeoutMs = 5000) {
  const store = firebasePhotoStore(storageAs(claims), { signedIn: () => true, timeoutMs });
  return productPhotos(
    (path) => publicPhotoUrl(BUCKET, path),
    () => Promise.resolve(store),
    (error) => failureOf(error, { write: true, signedIn: true }),
  );
}

/** Bytes that tell their position apart, so a chunk sent twice or out of order would show. */
const bytes = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) % 251);
const file = (path: string, size: number, contentType = 'image/webp'): PhotoFile => ({
  path,
  contentType,
  blob: new Blob([bytes(size)], { type: contentType }),
});

describe('product photos through firebase/storage, to a local stand-in for the upload endpoint', () => {
  it("stores each file under the product's folder with its type and size, one at a time, telling progress per file", async () => {
    const photos = photosAs(OWNER);
    const files = [file('photo.jpg', 100_000, 'image/jpeg'), file('photo-1080w.webp', 1_000_000)];
    const progress: PhotoProgress[] = [];
    expect(await photos.upload(FOLDER, files).run((p) => progress.push(p))).toBeNull();

    expect([...standIn.files.values()].map((f) => [f.path, f.contentType, f.bytes.length])).toEqual([
      ['products/saree/p1/photo.jpg', 'image/jpeg', 100_000],
      ['products/saree/p1/photo-1080w.webp', 'image/webp', 1_000_000],
    ]);
    expect(Buffer.compare(standIn.files.get('products/saree/p1/photo-1080w.webp')!.bytes, Buffer.from(bytes(1_000_000)))).toBe(0);
    // The small file in one request; the large one resumable, in chunks of 256 KB, then 512 KB, then the rest.
    expect(standIn.sent.map((r) => `${r.command} ${r.path}`)).toEqual([
      'multipart products/saree/p1/photo.jpg',
      'start products/saree/p1/photo-1080w.webp',
      'upload products/saree/p1/photo-1080w.webp',
      'upload products/saree/p1/photo-1080w.webp',
      'upload, finalize products/saree/p1/photo-1080w.webp',
    ]);
    // Progress per file, in order, never backwards, ending at its size (Node's fetch reports no bytes within a request: a step per chunk).
    for (const [index, f] of files.entries()) {
      const own = progress.filter((p) => p.index === index);
      expect(own.every((p) => p.path === f.path && p.count === 2 && p.size === f.blob.size)).toBe(true);
      expect(own.map((p) => p.sent)).toEqual([...own.map((p) => p.sent)].sort((a, b) => a - b));
      expect(own.at(-1)?.sent).toBe(f.blob.size);
    }
    expect(new Set(progress.filter((p) => p.index === 1).map((p) => p.sent))).toEqual(new Set([0, 262_144, 786_432, 1_000_000]));
    expect(progress.findIndex((p) => p.index === 1)).toBeGreaterThan(progress.findLastIndex((p) => p.index === 0));
    expect(photos.url(FOLDER, 'photo.jpg')).toBe(`https://storage.googleapis.com/${BUCKET}/products/saree/p1/photo.jpg`);
  });

  it('resumes a chunk the endpoint failed from the bytes it had received, as the SDK asks it', async () => {
    standIn.interrupt(1, 'unavailable', 1);
    const upload = photosAs(OWNER).upload(FOLDER, [file('photo-1080w.webp', 1_000_000)]);
    expect(await upload.run()).toBeNull();
    expect(standIn.sent.map((r) => `${r.command} ${r.status}`)).toEqual([
      'start 200',
      'upload 200',
      'upload 503',
      'query 200',
      'upload 200',
      'upload, finalize 200',
    ]);
    expect(Buffer.compare(standIn.files.get('products/saree/p1/photo-1080w.webp')!.bytes, Buffer.from(bytes(1_000_000)))).toBe(0);
  });

  it('fails as offline when the connection stays down, keeps what was stored, and a retry sends only the rest', async () => {
    const upload = photosAs(OWNER, 1000).upload(FOLDER, [file('photo.jpg', 50_000, 'image/jpeg'), file('photo-720w.webp', 60_000)]);
    standIn.interrupt(1000, 'drop', 1);
    const failure = await upload.run();
    expect(failure?.kind).toBe('offline');
    expect(upload.stored()).toEqual(['photo.jpg']);
    expect([...standIn.files.keys()]).toEqual(['products/saree/p1/photo.jpg']);

    standIn.interrupt(0, 'drop');
    standIn.sent.length = 0;
    expect(await upload.run()).toBeNull();
    expect(standIn.sent.map((r) => `${r.command} ${r.path}`)).toEqual(['multipart products/saree/p1/photo-720w.webp']);
    expect(upload.stored()).toEqual(['photo.jpg', 'photo-720w.webp']);
  });

  it('refuses, before any request, a file the rules would refuse: over 2 MB, not a raster image, or outside its folder', async () => {
    const photos = photosAs(OWNER);
    const cases: [PhotoFile, string][] = [
      [file('photo.jpg', 2 * 1024 * 1024 + 1, 'image/jpeg'), 'photo.jpg: 2097153 bytes is over the 2097152 a photo may have'],
      [file('photo.svg', 100, 'image/svg+xml'), 'photo.svg: image/svg+xml is not one of image/avif, image/webp, image/jpeg, image/png'],
      [file('../p2/photo.jpg', 100, 'image/jpeg'), '../p2/photo.jpg: not a file name inside the product folder'],
    ];
    for (const [bad, message] of cases) {
      const failure = await photos.upload(FOLDER, [file('ok.webp', 100), bad]).run();
      expect(failure).toMatchObject({ kind: 'refused', message });
    }
    expect(standIn.sent).toEqual([]);
  });

  it('is refused by the stand-in, as by the rules, for a non-owner, an unverified address, a wrong type, a large file or another folder', async () => {
    for (const claims of [{ email: 'visitor@example.com', email_verified: true, sub: 'v' } as Claims, { ...OWNER, email_verified: false }])
      expect(
        (
          await photosAs(claims)
            .upload(FOLDER, [file('photo.webp', 100)])
            .run()
        )?.kind,
      ).toBe('refused');
    // The SDK itself, past the seam's own checks.
    const storage = storageAs(OWNER);
    const put = (path: string, size: number, contentType: string) =>
      uploadBytesResumable(ref(storage, path), new Blob([bytes(size)]), { contentType }).then(
        () => 'stored',
        (error: { code?: string }) => error.code,
      );
    expect(await put('products/saree/p1/a.gif', 100, 'image/gif')).toBe('storage/unauthorized');
    expect(await put('products/saree/p1/big.jpg', 3_000_000, 'image/jpeg')).toBe('storage/unauthorized');
    expect(await put('other/a.jpg', 100, 'image/jpeg')).toBe('storage/unauthorized');
    expect(standIn.refusals).toEqual([
      "write of products/saree/p1/photo.webp without an owner's token",
      "write of products/saree/p1/photo.webp without an owner's token",
      'products/saree/p1/a.gif is image/gif, not an image type the rules take',
      'products/saree/p1/big.jpg is 3000000 bytes, over 2097152',
      'other/a.jpg is outside products/',
    ]);
    expect(standIn.files.size).toBe(0);
  });

  it("deletes every file of a product's folder, and only those; deleting again finds nothing to do", async () => {
    const photos = photosAs(OWNER);
    const other = productPhotoFolder('Saree', 'p2');
    expect(await photos.upload(FOLDER, [file('photo.jpg', 100, 'image/jpeg'), file('photo-360w.webp', 100)]).run()).toBeNull();
    expect(await photos.upload(other, [file('photo.jpg', 100, 'image/jpeg')]).run()).toBeNull();
    expect(await photos.removeAll(FOLDER)).toBeNull();
    expect([...standIn.files.keys()]).toEqual(['products/saree/p2/photo.jpg']);
    expect(await photos.removeAll(FOLDER)).toBeNull();
    // A visitor's token may not list or delete.
    expect((await photosAs({ email: 'visitor@example.com', email_verified: true, sub: 'v' }).removeAll(other))?.kind).toBe('refused');
    expect(standIn.files.has('products/saree/p2/photo.jpg')).toBe(true);
  });
});
