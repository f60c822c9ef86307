import type { Browser } from 'playwright-core';
import { pageUrl, type BenchPage } from './bench-page.ts';
import { classify } from './classify.ts';
import { networkQuiet } from './network-quiet.ts';

/** The phone of the image targets: a 390 px wide screen at device pixel ratio 2 (an iPhone 12 to 15). */
export const SMALL_PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** The most image bytes a list may transfer before the visitor scrolls. */
export const IMAGE_BYTES_TARGET = 400 * 1024;

export interface ImageBytes {
  page: string;
  /** Bytes of every image response of a cold load, before any scroll. */
  bytes: number;
  requests: number;
  /**
   * Bytes of the pictures on the first screen, each <img> counted even when another already fetched
   * its URL: the demo shares a small pool of photos among products, a real shop has one per product.
   */
  firstScreenBytes: number;
  firstScreenImages: number;
  /** How long the page is at this width, in CSS pixels. */
  pageHeight: number;
  /** Each image response: its path and bytes. */
  log: { path: string; bytes: number }[];
}

/** Image bytes of a cold first load on the small phone, without scrolling. */
export async function measureImageBytes(browser: Browser, target: BenchPage): Promise<ImageBytes> {
  const context = await browser.newContext({ ...SMALL_PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<{ url: string; bytes: number } | undefined>[] = [];
  page.on('requestfinished', (request) =>
    pending.push(
      (async () => {
        const response = await request.response();
        const type = response ? ((await response.allHeaders())['content-type'] ?? '') : '';
        if (classify(new URL(request.url()).pathname, request.resourceType(), type, target.chunks) !== 'images') return undefined;
        return { url: request.url(), bytes: (await request.sizes()).responseBodySize };
      })(),
    ),
  );
  try {
    const quiet = networkQuiet(page);
    await page.goto(pageUrl(target), { waitUntil: 'load', timeout: 60_000 });
    await quiet;
    const images = (await Promise.all(pending)).filter((r) => r !== undefined);
    const byUrl = new Map(images.map((r) => [r.url, r.bytes]));
    const { onScreen, pageHeight } = await page.evaluate(() => ({
      onScreen: [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return img.complete && img.naturalWidth > 0 && box.width > 0 && box.top < innerHeight && box.bottom > 0;
        })
        .map((img) => img.currentSrc),
      pageHeight: document.documentElement.scrollHeight,
    }));
    return {
      page: target.name,
      bytes: images.reduce((sum, r) => sum + r.bytes, 0),
      requests: images.length,
      firstScreenBytes: onScreen.reduce((sum, url) => sum + (byUrl.get(url) ?? 0), 0),
      firstScreenImages: onScreen.length,
      pageHeight,
      log: images.map((r) => ({ path: new URL(r.url).pathname, bytes: r.bytes })),
    };
  } finally {
    await context.close();
  }
}
