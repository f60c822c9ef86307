import type { ImagesConfig } from '../config/schema/images.ts';
import { fillTemplate } from './templates.ts';

/** Formats a resized variant may be written in; the last one a rule lists is the `<img>` fallback. */
export const imageFormats = ['avif', 'webp', 'jpg', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The placeholders a variant URL template may use; the config check reads this list too. */
export const variantPlaceholders = ['base', 'ext', 'width', 'format'] as const;

export type { ImagesConfig };
/** How resized copies of the pictures under `match` are named. */
export type VariantRule = ImagesConfig['variants'][number];

export interface PictureSources {
  /** One `<source>` per modern format, best first. */
  sources: { type: string; srcSet: string }[];
  /** The fallback format's srcset: the last `<source>`, which every browser accepts. */
  srcSet: string;
  /** The widest fallback variant: what the zoom viewer shows. */
  largest: string;
}

// An extension at the end of the path, with no query or fragment: a signed or tokened URL
// (Firebase's ?alt=media&token=…) cannot be rewritten into a variant's URL, so it stays the original.
const SPLIT = /^(.*[^/])\.([A-Za-z0-9]+)$/;

function split(src: string): { base: string; ext: string } | undefined {
  const m = SPLIT.exec(src);
  if (!m || /[?#]/.test(src)) return undefined;
  return { base: m[1]!, ext: m[2]! };
}

/**
 * The content type of each format: what a `<source type>` says, what a resized copy's bytes must be, and
 * what a stored photo of that format is sent as.
 */
export const FORMAT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The first rule whose `match` begins the URL; a vector (SVG) or an unsplittable URL never has variants. */
export function ruleFor(src: string, images: ImagesConfig | undefined): VariantRule | undefined {
  const parts = split(src);
  if (!images || !parts || parts.ext.toLowerCase() === 'svg') return undefined;
  return images.variants.find((rule) => src.startsWith(rule.match));
}

/** The URL of `src` resized to `width` in `format`, as `rule.url` names it. */
export function variantUrl(src: string, rule: VariantRule, width: number, format: ImageFormat): string {
  const parts = split(src) ?? { base: src, ext: '' };
  const values: Record<(typeof variantPlaceholders)[number], string> = {
    base: parts.base,
    ext: parts.ext,
    width: String(width),
    format,
  };
  return fillTemplate(rule.url, values);
}

/** The `<picture>` of an original: undefined when no rule applies, and the original is shown as it is. */
export function pictureSources(src: string, images: ImagesConfig | undefined): PictureSources | undefined {
  const rule = ruleFor(src, images);
  if (!rule || !images || images.widths.length === 0 || rule.formats.length === 0) return undefined;
  const widths = [...images.widths].sort((a, b) => a - b);
  const srcSetOf = (format: ImageFormat) => widths.map((w) => `${variantUrl(src, rule, w, format)} ${w}w`).join(', ');
  const fallback = rule.formats[rule.formats.length - 1]!;
  return {
    sources: rule.formats.slice(0, -1).map((format) => ({ type: FORMAT_TYPES[format], srcSet: srcSetOf(format) })),
    srcSet: srcSetOf(fallback),
    largest: variantUrl(src, rule, widths[widths.length - 1]!, fallback),
  };
}
