import type { ImagesConfig } from '../../domain/image-variants';
import type { Money } from '../../domain/price';
import { productPhotoFolder } from '../../domain/product-photos';
import type { Finding } from '../product';
import { writeProduct, type ProductForm } from '../product-writer';
import { OwnerFailure } from './failure';
import type { OwnerProducts, ProductTarget } from './owner-products';
import { PhotoFormatError } from './photo-format-error';
import { photoJob, type PhotoJob } from './photo-job';
import { resizePhoto } from './photo-resize';
import type { PhotoFile, PhotoProgress, PhotoUpload, ProductPhotos } from './product-photos';

/** Where a save is: each step the form shows, and what stopped it. */
export type SaveStep =
  | { step: 'editing' }
  | { step: 'invalid'; problems: Finding[] }
  | { step: 'preparing' }
  | { step: 'uploading'; progress: PhotoProgress | null }
  | { step: 'uploadFailed'; failure: OwnerFailure }
  | { step: 'saving' }
  | { step: 'failed'; failure: OwnerFailure }
  | { step: 'saved'; id: string };

/**
 * What the owner asks to save: the product's id (a new one's from `OwnerProducts.newId`, taken when its form
 * opened, so every retry stores the same product), whether it is new, the form, a new photo, and the unknown
 * fields to drop.
 */
export interface SaveRequest {
  id: string;
  isNew: boolean;
  form: ProductForm;
  photo?: Blob;
  drop?: readonly string[];
}

export interface SaveContext {
  products: OwnerProducts;
  photos: ProductPhotos | null;
  target: ProductTarget;
  images: ImagesConfig | undefined;
  money: Money;
  /** Whether a product's photo may be one the demo keeps in this browser (site-relative), not only https://. */
  demo: boolean;
  /** After the product is stored: e.g. the shelf reads the list again. */
  onStored: () => void;
}

// The form offers no photo without a bucket; a photo that reaches here anyway is refused, not dropped unsaid.
const NO_BUCKET = new OwnerFailure('refused', 'this site stores no photos: VITE_FIREBASE_STORAGE_BUCKET is not set');

/** A photo resized and on its way, kept between tries: a retry uploads only the files not stored yet. */
interface Pending {
  id: string;
  photo: Blob;
  job: PhotoJob;
  upload?: PhotoUpload;
}

/**
 * The owner's save, step by step: the writer's check (nothing is resized or sent for a form it refuses), the
 * photo resized one file at a time (resizePhoto) and uploaded into the product's folder with progress, then
 * the document. A failure stops at its step and keeps what is done: the next `save` with the same photo goes
 * on from there, so a retried upload sends only the rest, and a retried save stores the same product.
 * The photo is stored before the document, so no product ever points at a photo that is not there.
 */
export function productSaver(context: SaveContext, tell: (step: SaveStep) => void) {
  let pending: Pending | undefined;
  const { products, photos, target } = context;

  async function photoFiles(p: Pending): Promise<PhotoFile[]> {
    const files: PhotoFile[] = [];
    for await (const made of resizePhoto(p.photo, p.job.plan)) {
      const path = p.job.paths[p.job.plan.files.indexOf(made.file)];
      if (path === undefined) throw new Error(`${made.file.url} is not in the photo's plan`);
      files.push({ path, blob: made.blob, contentType: made.file.type });
    }
    return files;
  }

  async function sendPhoto(photos: ProductPhotos, p: Pending, folder: string): Promise<OwnerFailure | null> {
    if (!p.upload) {
      tell({ step: 'preparing' });
      try {
        p.upload = photos.upload(folder, await photoFiles(p));
      } catch (error) {
        const message = error instanceof PhotoFormatError || error instanceof Error ? error.message : String(error);
        return new OwnerFailure('failed', message);
      }
    }
    tell({ step: 'uploading', progress: null });
    return p.upload.run((progress) => tell({ step: 'uploading', progress }));
  }

  return async function save(request: SaveRequest): Promise<void> {
    const { form, photo } = request;
    const { id } = request;
    const folder = productPhotoFolder(target.collection, id);
    const same = pending?.photo === photo && pending?.id === id;
    if (photo && !photos) return tell({ step: 'uploadFailed', failure: NO_BUCKET });
    if (!photo || !photos) pending = undefined;
    else if (!same) pending = { id, photo, job: photoJob(photos, folder, context.images) };
    const img = pending ? pending.job.img : form.img;
    const written = writeProduct({ ...form, img }, target, context.money, { demoPhotos: context.demo });
    if (written.problems) return tell({ step: 'invalid', problems: written.problems });
    if (pending && photos) {
      const failure = await sendPhoto(photos, pending, folder);
      if (failure) return tell({ step: 'uploadFailed', failure });
    }
    tell({ step: 'saving' });
    const failure = request.isNew
      ? await products.add(target.collection, id, written.document)
      : await products.change(target.collection, id, written.document, request.drop ?? []);
    if (failure) return tell({ step: 'failed', failure });
    pending = undefined;
    context.onStored();
    tell({ step: 'saved', id });
  };
}
