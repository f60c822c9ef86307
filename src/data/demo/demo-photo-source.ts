import { demoPhotoPath } from '../../domain/demo-photos';

/** A data: URL of our own Blob (read back from IndexedDB, its type one of PHOTO_TYPES), never of product data. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * How a demo build shows the demo owner's photos: an `img` under DEMO_PHOTO_ROOT is read from this browser's
 * IndexedDB (its code fetched only then) and drawn as a data: URL, which the CSP's img-src allows. The address
 * a product holds stays site-relative, so neither the CSP nor the safe-URL check is widened for real shops.
 */
export const demoPhotoSource = {
  owns: (src: string): boolean => demoPhotoPath(src) !== undefined,
  async read(src: string): Promise<string | undefined> {
    const path = demoPhotoPath(src);
    if (path === undefined) return undefined;
    const { readDemoPhoto } = await import('./photo-db');
    const blob = await readDemoPhoto(path);
    return blob ? dataUrlOf(blob) : undefined;
  },
};
