import { demoPhotoUrl } from '../../domain/demo-photos';
import { failureOf, type OwnerFailure } from './failure';
import { productPhotos, type PhotoStore, type ProductPhotos } from './product-photos';

// The browser's refusal (quota, IndexedDB blocked in a private window) in its own words, as the demo's other saves.
const failure = (error: unknown): OwnerFailure => failureOf(error, { write: true, signedIn: true });

/**
 * The demo owner's photos (no Firebase settings): each resized file kept in this browser's IndexedDB under its
 * path in the product's folder, checked as storage.rules would check an upload (type, size, name). A product's
 * `img` holds its site-relative demo address (src/domain/demo-photos.ts), which a demo build's pictures read
 * back from there. The IndexedDB code is a chunk of its own, fetched on the first upload or deletion.
 */
export function demoPhotos(): ProductPhotos {
  return productPhotos(
    demoPhotoUrl,
    async (): Promise<PhotoStore> => {
      const { putDemoPhoto, removeDemoFolder } = await import('../demo/photo-db');
      return {
        put: async (fullPath, file, onSent) => {
          await putDemoPhoto(fullPath, file.blob, file.contentType);
          onSent(file.blob.size);
        },
        removeAll: removeDemoFolder,
        failureOf: failure,
      };
    },
    failure,
  );
}
