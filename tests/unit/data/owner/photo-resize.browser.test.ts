import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImagesConfig } from '../../../../src/domain/image-variants';
import { photoPlan, type PhotoPlan } from '../../../../src/domain/photo-copies';
import { PhotoFormatError } from '../../../../src/data/owner/photo-format-error';
import { resizePhoto, type MadeFile } from '../../../../src/data/owner/photo-resize';
import type { EncoderLoaders } from '../../../../src/data/owner/wasm-encoders';
// A phone's portrait photo: 3,000 × 2,000 stored, EXIF orientation 6, a GPS position; red at the upright top-right.
import fixtureUrl from '../../../fixtures/photos/portrait-exif6.jpg?url';

// In real Chromium (the `browser` project): its own decoders, canvas encoders and WebAssembly.
const URL_OF_PHOTO = 'https://storage.googleapis.com/shop-bucket/products/saree/abc123/photo.jpg';
const images: ImagesConfig = {
  widths: [360, 720, 1080],
  variants: [
    {
      match: 'https://storage.googleapis.com/shop-bucket/products/',
      url: '{base}_{width}x9999.{format}',
      formats: ['avif', 'webp', 'jpg'],
    },
  ],
};

const fixture = async () => (await fetch(fixtureUrl)).blob();

async function madeFiles(plan: PhotoPlan, encoders?: EncoderLoaders): Promise<MadeFile[]> {
  const made: MadeFile[] = [];
  for await (const file of resizePhoto(await fixture(), plan, encoders)) made.push(file);
  return made;
}

const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);

// JPEG's APP1 "Exif", WebP's "EXIF" chunk, AVIF's "Exif" item: none may be left, and with it the GPS position.
const hasExif = async (blob: Blob) =>
  new TextDecoder('latin1')
    .decode(await blob.arrayBuffer())
    .toLowerCase()
    .includes('exif');

/** The decoded size, and whether the upright top-right corner is the fixture's red block. */
async function decoded(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const [r, g, b] = context.getImageData(bitmap.width - 4, 4, 1, 1).data;
  bitmap.close();
  return { width: canvas.width, height: canvas.height, redTopRight: r! > 200 && g! < 60 && b! < 60 };
}

afterEach(() => vi.restoreAllMocks());

describe('resizePhoto', () => {
  it('makes every file of the plan upright at its width, in its format, without EXIF, decoding once per width at that width', async () => {
    expect(await hasExif(await fixture())).toBe(true);
    const decodes = vi.spyOn(globalThis, 'createImageBitmap');
    const closes = vi.spyOn(ImageBitmap.prototype, 'close');
    const plan = photoPlan(URL_OF_PHOTO, images);

    const made = await madeFiles(plan);

    expect(decodes.mock.calls.map(([, options]) => options)).toEqual(
      [1080, 360, 720].map((resizeWidth) => ({ imageOrientation: 'from-image', resizeWidth, resizeQuality: 'high' })),
    );
    expect(closes).toHaveBeenCalledTimes(3);
    expect(made.map(({ file }) => file).sort(byUrl)).toEqual([...plan.files].sort(byUrl));
    for (const { file, blob } of made) {
      expect(blob.type, file.url).toBe(file.type);
      const { width, height, redTopRight } = await decoded(blob);
      expect({ width, redTopRight }, file.url).toEqual({ width: file.width, redTopRight: true });
      // Upright 2:3. Chromium works the height out in floating point and rounds up: 1080 px wide may be 1621 tall.
      expect(height - file.width * 1.5, file.url).toBeOneOf([0, 1]);
      expect(await hasExif(blob), file.url).toBe(false);
    }
  });

  it("makes WebP with the WebAssembly encoder where the canvas answers with a PNG, as Safari's does", async () => {
    const convert = OffscreenCanvas.prototype.convertToBlob;
    vi.spyOn(OffscreenCanvas.prototype, 'convertToBlob').mockImplementation(function (this: OffscreenCanvas, options) {
      return convert.call(this, options?.type === 'image/webp' ? { type: 'image/png' } : options);
    });
    const plan = photoPlan(URL_OF_PHOTO, { ...images, widths: [360], variants: [{ ...images.variants[0]!, formats: ['webp', 'jpg'] }] });

    const webp = (await madeFiles(plan)).find(({ file }) => file.format === 'webp')!;

    expect(webp.blob.type).toBe('image/webp');
    expect(new TextDecoder('latin1').decode((await webp.blob.arrayBuffer()).slice(8, 12))).toBe('WEBP');
    expect(await decoded(webp.blob)).toEqual({ width: 360, height: 540, redTopRight: true });
  });

  it('fails with what to change in the rule when a format can be made neither by the canvas nor by an encoder', async () => {
    const plan = photoPlan(URL_OF_PHOTO, images);
    const message = 'this browser cannot make AVIF: remove avif from images.variants[0].formats';

    await expect(madeFiles(plan, {})).rejects.toThrow(new PhotoFormatError('avif', 'remove avif from images.variants[0].formats'));
    await expect(madeFiles(plan, {})).rejects.toThrow(message);
    // The encoder refused, as a page whose CSP has no 'wasm-unsafe-eval' refuses it: the same advice, with the cause.
    const refused = new WebAssembly.CompileError(
      "Refused to compile or instantiate WebAssembly module because 'wasm-unsafe-eval' is not allowed",
    );
    const failure = await madeFiles(plan, { avif: () => Promise.reject(refused) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PhotoFormatError);
    expect(failure).toMatchObject({ message, format: 'avif', cause: refused });
  });

  it("names the original's own extension when it is the file that cannot be made", async () => {
    const plan = photoPlan('https://example.com/products/photo.avif', undefined);
    await expect(madeFiles(plan, {})).rejects.toThrow('this browser cannot make AVIF: name the photo .jpg instead of .avif');
  });
});
