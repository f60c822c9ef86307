import { demoPhotoPath } from '../../domain/demo-photos';
import { blobDataUrl } from '../blob-data-url';

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
    return blob ? blobDataUrl(blob) : undefined;
  },
};
