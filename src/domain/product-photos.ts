import { collectionSlug } from './collection-file.ts';
import { FORMAT_TYPES } from './image-variants.ts';

/** The folder of the Storage bucket that holds every product photo: storage.rules let owners write nowhere else. */
export const PHOTO_ROOT = 'products';

/** The largest photo file storage.rules accept (2 MB). A resized copy is far smaller; a camera original is never sent. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The content types a stored photo may have: those of the formats an `images.variants` rule may name. An SVG
 * is not one: it is a document that can run scripts, and the site never makes copies of one.
 */
export const PHOTO_TYPES: readonly string[] = [...new Set(Object.values(FORMAT_TYPES))];

/**
 * A product's folder in the bucket: `products/<collection's file slug>/<document id>`. 'Ladies Bag' and
 * 'ladies-bag' share a slug, as they share a demo file; the document id keeps their products apart.
 * Throws on an id Firestore could not have (empty, '.', '..' or with a '/').
 */
export function productPhotoFolder(collection: string, id: string): string {
  if (id === '' || id === '.' || id === '..' || id.includes('/')) throw new Error(`not a product id: "${id}"`);
  return `${PHOTO_ROOT}/${collectionSlug(collection)}/${id}`;
}

/**
 * The public, token-less URL of a stored file, which a product's `img` holds: an `images.variants` rule can
 * derive its copies' URLs from it, as it never can from a download URL with a token (image-variants.ts).
 * It answers only once the bucket is readable by everyone (IAM, docs/owner.md): storage.rules do not govern it.
 */
export function publicPhotoUrl(bucket: string, path: string): string {
  return `https://storage.googleapis.com/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
