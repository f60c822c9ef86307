import type { ImageFormat } from '../../domain/image-variants.ts';
import type { PhotoFile, PhotoPlan } from '../../domain/photo-copies.ts';
import { drawPhoto, type PhotoDrawing } from './photo-drawing.ts';
import { PhotoFormatError } from './photo-format-error.ts';
import { wasmEncoders, type EncoderLoaders } from './wasm-encoders.ts';

/** One file of the plan, made. */
export interface MadeFile {
  file: PhotoFile;
  blob: Blob;
}

// The canvas's quality (0–1) where a format has one: a product photo shows no loss at these.
const QUALITY: Partial<Record<ImageFormat, number>> = { jpg: 0.85, jpeg: 0.85, webp: 0.8 };

/**
 * Makes a photo's files (`photoPlan`), one at a time, for the caller to upload each before the next is made:
 * one decode per width, at that width, upright, then each format encoded from it. Re-encoding keeps no EXIF,
 * so the camera's location never leaves the phone. A format the canvas cannot make (it answers with a PNG:
 * AVIF everywhere, WebP in Safari) is made by a WebAssembly encoder, loaded only then; where that fails too,
 * a PhotoFormatError says what to change. Give it one photo at a time: that is what keeps a phone's memory.
 */
export async function* resizePhoto(photo: Blob, plan: PhotoPlan, encoders: EncoderLoaders = wasmEncoders): AsyncGenerator<MadeFile> {
  for (const [width, files] of byWidth(plan.files)) {
    const drawing = await drawPhoto(photo, width);
    // The original is the widest copy in the fallback format under another name, most often: made once.
    const madeAs = new Map<string, Blob>();
    try {
      for (const file of files) {
        const blob = madeAs.get(file.type) ?? (await encode(drawing, file, plan, encoders));
        madeAs.set(file.type, blob);
        yield { file, blob };
      }
    } finally {
      drawing.release();
    }
  }
}

function byWidth(files: PhotoFile[]): Map<number, PhotoFile[]> {
  const widths = new Map<number, PhotoFile[]>();
  for (const file of files) widths.set(file.width, [...(widths.get(file.width) ?? []), file]);
  return widths;
}

// The returned blob's type is the only word on what a canvas made: asked for AVIF, every canvas makes a PNG.
async function encode(drawing: PhotoDrawing, file: PhotoFile, plan: PhotoPlan, encoders: EncoderLoaders): Promise<Blob> {
  const made = await drawing.encode(file.type, QUALITY[file.format]);
  if (made?.type === file.type) return made;
  const load = encoders[file.format];
  if (!load) throw cannotMake(file, plan);
  try {
    const bytes = await (await load())(drawing.pixels());
    return new Blob([bytes], { type: file.type });
  } catch (cause) {
    throw cannotMake(file, plan, cause);
  }
}

function cannotMake(file: PhotoFile, plan: PhotoPlan, cause?: unknown): PhotoFormatError {
  const fix =
    file.role === 'copy' && plan.ruleIndex !== undefined
      ? `remove ${file.format} from images.variants[${plan.ruleIndex}].formats`
      : `name the photo .jpg instead of .${file.format}`;
  return new PhotoFormatError(file.format, fix, cause === undefined ? undefined : { cause });
}
