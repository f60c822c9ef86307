/** A photo drawn upright at one copy's width, to be encoded in each of its formats and then let go. */
export interface PhotoDrawing {
  width: number;
  height: number;
  /** The canvas's own encoding; a browser that cannot make `type` answers with another (PNG), or none. */
  encode(type: string, quality: number | undefined): Promise<Blob | null>;
  /** The pixels, for a WebAssembly encoder. */
  pixels(): ImageData;
  /** Frees the canvas's memory now rather than at the next collection. */
  release(): void;
}

/**
 * Decodes `photo` at `width` (the upright photo's: EXIF orientation applied) and draws it on a canvas of that
 * size. The browser decodes straight to the target size and the full-size image never reaches a canvas: a
 * 12-megapixel photo is 48 MB of pixels, a 1080 px copy 7 MB, and a 3 GB phone's tab is closed for far less
 * than a few full-size decodes.
 */
export async function drawPhoto(photo: Blob, width: number): Promise<PhotoDrawing> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image', resizeWidth: width, resizeQuality: 'high' });
  try {
    return typeof OffscreenCanvas === 'undefined' ? onElement(bitmap) : offscreen(bitmap);
  } finally {
    bitmap.close();
  }
}

function offscreen(bitmap: ImageBitmap): PhotoDrawing {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = drawn(canvas.getContext('2d'), bitmap);
  return {
    width: canvas.width,
    height: canvas.height,
    encode: (type, quality) => canvas.convertToBlob({ type, quality }),
    pixels: () => context.getImageData(0, 0, canvas.width, canvas.height),
    release: () => emptied(canvas),
  };
}

// Safari before 16.4 has no OffscreenCanvas with a 2D context.
function onElement(bitmap: ImageBitmap): PhotoDrawing {
  const canvas = Object.assign(document.createElement('canvas'), { width: bitmap.width, height: bitmap.height });
  const context = drawn(canvas.getContext('2d'), bitmap);
  return {
    width: canvas.width,
    height: canvas.height,
    encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
    pixels: () => context.getImageData(0, 0, canvas.width, canvas.height),
    release: () => emptied(canvas),
  };
}

function drawn<C extends OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D>(context: C | null, bitmap: ImageBitmap): C {
  if (!context) throw new Error('this browser gave no 2D canvas to draw the photo on');
  context.drawImage(bitmap, 0, 0);
  return context;
}

// Safari counts every live canvas against one limit per page until it is collected; a zero-size one holds nothing.
function emptied(canvas: OffscreenCanvas | HTMLCanvasElement) {
  canvas.width = 0;
  canvas.height = 0;
}
