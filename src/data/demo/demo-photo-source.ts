import { DEMO_PHOTO_ROOT } from '../../domain/demo-photo-root';

/**
 * How a demo build shows the demo owner's photos: an `img` under DEMO_PHOTO_ROOT is read from this browser's
 * IndexedDB (that code fetched only then) and drawn as a data: URL, which the CSP's img-src allows. The address
 * a product holds stays site-relative, so neither the CSP nor the safe-URL check is widened for real shops.
 */
export const demoPhotoSource = {
  owns: (src: string): boolean => src.startsWith(DEMO_PHOTO_ROOT),
  read: async (src: string): Promise<string | undefined> => (await import('./photo-data-url')).photoDataUrl(src),
};
