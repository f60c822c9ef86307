import { demoPhotoPath } from '../../domain/demo-photos';
import { blobDataUrl } from '../blob-data-url';
import { readDemoPhoto } from './photo-db';

/** The demo photo at `src` (an address under DEMO_PHOTO_ROOT) as a data: URL, or undefined when this browser holds none. */
export async function photoDataUrl(src: string): Promise<string | undefined> {
  const path = demoPhotoPath(src);
  const blob = path === undefined ? undefined : await readDemoPhoto(path);
  return blob ? blobDataUrl(blob) : undefined;
}
