/**
 * Where the demo's product photos live, as a product's `img` holds them: `/demo-photos/<path in the bucket>`,
 * e.g. `/demo-photos/products/saree/<id>/photo.jpg`. Site-relative, so the reader's safe-URL check passes it,
 * yet served by nothing: the files are in this browser's IndexedDB, and only a demo build's pictures read
 * them from there (src/data/demo/demo-photo-source.ts). Nothing under it is a file of the site. Alone in its
 * file: every demo page checks addresses against it, and needs nothing else of demo-photos.ts.
 */
export const DEMO_PHOTO_ROOT = '/demo-photos/';
