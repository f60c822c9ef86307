import { publicPhotoUrl, PHOTO_ROOT } from '../../src/domain/product-photos.ts';
import { ruleFor, type ImagesConfig } from '../../src/domain/image-variants.ts';

/**
 * Why the owner's photos would go without resized copies, or null: with a bucket set and no `images.variants`
 * rule matching its `products/`, the phone uploads one wide photo and every card downloads it whole. A
 * warning, not a failure: the photos still show.
 */
export function photoRuleWarning(images: ImagesConfig | undefined, bucket: string | undefined): string | null {
  if (!bucket) return null;
  const sample = publicPhotoUrl(bucket, `${PHOTO_ROOT}/list/id/photo.jpg`);
  if (ruleFor(sample, images)) return null;
  const match = publicPhotoUrl(bucket, `${PHOTO_ROOT}/`);
  return `images.variants has no rule for the owner's photos (VITE_FIREBASE_STORAGE_BUCKET=${bucket}): add one with match: ${match} so phones download resized copies (docs/owner.md, "Product photos")`;
}
