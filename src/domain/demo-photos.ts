import { DEMO_PHOTO_ROOT } from './demo-photo-root.ts';

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
