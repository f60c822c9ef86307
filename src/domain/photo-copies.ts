import { imageFormats, FORMAT_TYPES, ruleFor, variantUrl, type ImageFormat, type ImagesConfig } from './image-variants.ts';

/** One file a photo from the owner's phone is written as. */
export interface PhotoFile {
  url: string;
  /** Its width in px, of the upright photo (a portrait photo is narrower than tall). */
  width: number;
  format: ImageFormat;
  /** The MIME type its bytes must have: the upload's content type too. */
  type: string;
  /** `original`: the product's `img` itself; `copy`: a resized copy the variants rule names. */
  role: 'original' | 'copy';
}

export interface PhotoPlan {
  /** The original first, then the copies by width, each width's formats in the rule's order. */
  files: PhotoFile[];
  /** The rule's place in the YAML (`images.variants[i]`), so a message can say what to change; none without a rule. */
  ruleIndex?: number;
}

/**
 * The original's width when no rule names copies: it is then the only file, which the zoom viewer opens
 * full screen, so it gets a laptop screen's width (a few hundred KB as JPEG), not the camera's 4,000 px.
 */
export const UNRESIZED_WIDTH = 1600;

/**
 * Which files to write for a photo that will live at `url` (a product's `img`): exactly the widths × formats of
 * the `images.variants` rule that matches it, at the URLs it names, as the build's `srcset` will ask for them,
 * and the original itself. The original is as wide as the widest copy, since nothing on the site shows more
 * (the zoom viewer opens the widest copy); it is only the `<img src>` of browsers without `<picture>` and the
 * link previews' picture. Its format is its own extension's, not the rule's fallback: hosts serve a file by
 * its name, and link previews take only .jpg, .png and .webp (raster.ts).
 */
export function photoPlan(url: string, images: ImagesConfig | undefined): PhotoPlan {
  const rule = ruleFor(url, images);
  const widths = rule && images ? [...images.widths].sort((a, b) => a - b) : [];
  const widest = widths.at(-1) ?? UNRESIZED_WIDTH;
  const original = file(url, widest, formatOf(url), 'original');
  if (!rule || !images) return { files: [original] };
  const copies = widths.flatMap((width) => rule.formats.map((format) => file(variantUrl(url, rule, width, format), width, format, 'copy')));
  return { files: [original, ...copies], ruleIndex: images.variants.indexOf(rule) };
}

const file = (url: string, width: number, format: ImageFormat, role: PhotoFile['role']): PhotoFile => ({
  url,
  width,
  format,
  type: FORMAT_TYPES[format],
  role,
});

// The uploader names the photo (photo.jpg); anything else is a mistake in the code, not the owner's.
function formatOf(url: string): ImageFormat {
  const ext = /\.([A-Za-z0-9]+)$/.exec(url)?.[1]?.toLowerCase();
  const format = imageFormats.find((known) => known === ext);
  if (!format) throw new Error(`a photo's URL ends in one of .${imageFormats.join(', .')}: ${url}`);
  return format;
}
