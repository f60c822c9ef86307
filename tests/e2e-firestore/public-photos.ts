import type { BrowserContext, Locator } from '@playwright/test';
import { publicPhotoUrl } from '../../src/domain/product-photos';
import { STORAGE_BUCKET, STORAGE_STAND_IN_URL } from './settings';

/** One public photo request the context made, as served from the stand-in. */
export interface ServedPhoto {
  /** The public URL the page (or its service worker) asked for. */
  url: string;
  status: number;
}

/**
 * Serves the test bucket's public photo URLs (`https://storage.googleapis.com/<bucket>/**`, which a browser here
 * cannot reach: no internet) from the storage STAND-IN, which answers `GET /<bucket>/<path>` with what the owner
 * uploaded, and 404 for what is not there, as the bucket made public does. Answers carry
 * `Access-Control-Allow-Origin: *` (the bucket's CORS set as docs/images.md says, so the worker keeps the photos)
 * and Cloud Storage's default `Cache-Control` for public files. On the context, so every page of it is served;
 * Chromium routes the service worker's own fetches there too, yet a page the worker already controls may be
 * answered from its cache: a test that needs every request seen opts out of workers
 * (`test.use({ serviceWorkers: 'block' })`, as playwright.firestore.config.ts says). Returns the requests served, in order.
 */
export async function servePublicPhotos(context: BrowserContext): Promise<ServedPhoto[]> {
  const served: ServedPhoto[] = [];
  await context.route(`${publicPhotoUrl(STORAGE_BUCKET, '')}**`, async (route) => {
    const url = new URL(route.request().url());
    const answer = await fetch(`${STORAGE_STAND_IN_URL}${url.pathname}`, { method: route.request().method() });
    served.push({ url: url.href, status: answer.status });
    await route.fulfill({
      status: answer.status,
      body: Buffer.from(await answer.arrayBuffer()),
      headers: {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=3600',
      },
    });
  });
  return served;
}

/** An image as the page shows it: the file the browser chose (`currentSrc`, a `<picture>` source's copy) and its decoded size. */
export interface ShownImage {
  src: string;
  width: number;
  height: number;
}

/**
 * Scrolls an `<img>` into view (a lazy one loads only then), waits until the browser has decoded it, and returns
 * the file it chose and that file's own size, decoded again without `srcset` (an `<img>` with `srcset` reports a
 * natural size divided by the density it chose, not the file's). The size is as shown, upright: Chromium applies
 * a file's EXIF orientation to the natural size, so a portrait photo reads taller than wide whether its pixels
 * were turned or only tagged (the stored bytes' own orientation can be read from standInBytes, e.g. with sharp).
 * Fails, naming the file, when it cannot be decoded (a 404, or bytes that are not an image).
 */
export async function shownImage(img: Locator): Promise<ShownImage> {
  await img.scrollIntoViewIfNeeded();
  return img.evaluate(async (element) => {
    if (!(element instanceof HTMLImageElement)) throw new Error(`shownImage needs an <img>, not <${element.localName}>`);
    const decoded = async (image: HTMLImageElement) => {
      try {
        await image.decode();
      } catch {
        throw new Error(`the image ${image.currentSrc || image.src} cannot be decoded`);
      }
    };
    await decoded(element);
    const file = new Image();
    file.src = element.currentSrc;
    await decoded(file);
    return { src: element.currentSrc, width: file.naturalWidth, height: file.naturalHeight };
  });
}
