import { photoPlan, type PhotoPlan } from '../../domain/photo-copies';
import type { ImagesConfig } from '../../domain/image-variants';
import type { ProductPhotos } from './product-photos';

/** A photo's way into a product's folder: the product's new `img`, and each file of its plan with its name there. */
export interface PhotoJob {
  /** The URL the product will hold: the plan's original. */
  img: string;
  plan: PhotoPlan;
  /** Each plan file's name inside the folder, in the plan's order. */
  paths: string[];
}

/**
 * Plans a photo for `folder` (productPhotoFolder). Each new photo gets a name of its own (`photo-<time>.jpg`):
 * browsers, the service worker and the bucket's public cache keep a photo by its URL for an hour or more, so
 * a replaced photo under the old name would go on showing the old one.
 */
export function photoJob(photos: ProductPhotos, folder: string, images: ImagesConfig | undefined, now = Date.now()): PhotoJob {
  const base = photos.url(folder, '');
  const img = photos.url(folder, `photo-${now.toString(36)}.jpg`);
  const plan = photoPlan(img, images);
  const paths = plan.files.map((file) => {
    // Every copy's URL is the original's with another ending, so it lies in the same folder.
    if (!file.url.startsWith(base)) throw new Error(`${file.url} is not in ${base}`);
    return decodeURIComponent(file.url.slice(base.length));
  });
  return { img, plan, paths };
}
