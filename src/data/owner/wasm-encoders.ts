import type { ImageFormat } from '../../domain/image-variants.ts';

/** Encodes a copy's pixels in one format. */
export type PixelEncoder = (pixels: ImageData) => Promise<ArrayBuffer>;
/** Per format, how to load an encoder that stands in for a canvas that cannot make it. */
export type EncoderLoaders = Partial<Record<ImageFormat, () => Promise<PixelEncoder>>>;

/**
 * jSquash's WebAssembly builds of libavif and libwebp (Squoosh's codecs, as Decap CMS uses them), each imported
 * only when a canvas could not make its format: AVIF in every browser today (about 1.1 MB gzip, once),
 * WebP in Safari (about 120 KB). Their wasm is compiled on first use, which the owner's pages' CSP allows
 * ('wasm-unsafe-eval'). AVIF at speed 8 makes a 1080 px copy in about 0.8 s on a laptop where the default
 * speed 6 takes several; quality 60 and WebP's 80 match the canvas's sizes for the same photo.
 */
export const wasmEncoders: EncoderLoaders = {
  avif: async () => {
    const { default: encode } = await import('@jsquash/avif/encode.js');
    return (pixels) => encode(pixels, { quality: 60, speed: 8 });
  },
  webp: async () => {
    const { default: encode } = await import('@jsquash/webp/encode.js');
    return (pixels) => encode(pixels, { quality: 80 });
  },
};
