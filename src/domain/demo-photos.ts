/**
 * Where the demo's product photos live, as a product's `img` holds them: `/demo-photos/<path in the bucket>`,
 * e.g. `/demo-photos/products/saree/<id>/photo.jpg`. Site-relative, so the reader's safe-URL check passes it,
 * yet served by nothing: the files are in this browser's IndexedDB, and only a demo build's pictures read
 * them from there (src/data/demo/demo-photo-source.ts). Nothing under it is a file of the site.
 */
export const DEMO_PHOTO_ROOT = '/demo-photos/';

/** The address a product's `img` holds for a demo photo stored at `path` (products/saree/<id>/photo.jpg). */
export const demoPhotoUrl = (path: string): string => DEMO_PHOTO_ROOT + path.split('/').map(encodeURIComponent).join('/');

/** The stored path behind a demo photo's address, or undefined for any other picture. */
export function demoPhotoPath(src: string): string | undefined {
  if (!src.startsWith(DEMO_PHOTO_ROOT)) return undefined;
  try {
    const path = src.slice(DEMO_PHOTO_ROOT.length).split('/').map(decodeURIComponent);
    return path.some((segment) => segment === '' || segment === '.' || segment === '..') ? undefined : path.join('/');
  } catch {
    return undefined; // a malformed escape (%E0%A4): no photo of ours
  }
}
