import type { ImageFormat } from '../../domain/image-variants.ts';

const LABEL: Record<ImageFormat, string> = { avif: 'AVIF', webp: 'WebP', jpg: 'JPEG', jpeg: 'JPEG', png: 'PNG' };

/**
 * A file of a photo's plan that this browser cannot make: its canvas answers with another format and no
 * WebAssembly encoder could stand in (none for the format, or it did not load: offline, or a policy that
 * refuses WebAssembly). The message says what to change, e.g.
 * "this browser cannot make AVIF: remove avif from images.variants[0].formats".
 */
export class PhotoFormatError extends Error {
  constructor(
    readonly format: ImageFormat,
    /** What to change so the photo can be made: the rule's formats, or the original's name. */
    readonly fix: string,
    options?: ErrorOptions,
  ) {
    super(`this browser cannot make ${LABEL[format]}: ${fix}`, options);
    this.name = 'PhotoFormatError';
  }
}
