import { blobDataUrl } from '../blob-data-url';
import { drawPhoto } from './photo-drawing';

/** The width of the form's preview: a phone's column at twice its pixels is still small to decode. */
const PREVIEW_WIDTH = 480;

/**
 * A preview of a photo just picked, as a data: URL (the site's img-src takes no blob: URLs): decoded upright
 * at a small width, as the resizer will decode it, so a 12-megapixel photo never reaches a canvas whole.
 */
export async function photoPreview(photo: Blob): Promise<string> {
  const drawing = await drawPhoto(photo, PREVIEW_WIDTH);
  try {
    const blob = await drawing.encode('image/jpeg', 0.8);
    if (!blob) throw new Error('this browser could not draw the photo');
    return await blobDataUrl(blob);
  } finally {
    drawing.release();
  }
}
