import { demoPhotoPath } from '../../domain/demo-photos';
import { readDemoPhoto } from './photo-db';

/** A data: URL of our own Blob (read back from IndexedDB, its type one of PHOTO_TYPES), never of product data. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(blob);
  });

/** The demo photo at `src` (an address under DEMO_PHOTO_ROOT) as a data: URL, or undefined when this browser holds none. */
export async function photoDataUrl(src: string): Promise<string | undefined> {
  const path = demoPhotoPath(src);
  const blob = path === undefined ? undefined : await readDemoPhoto(path);
  return blob ? dataUrlOf(blob) : undefined;
}
