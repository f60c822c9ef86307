import { z } from 'zod';
import { imageFormats } from '../../domain/image-variants.ts';
import { isSafeUrl } from '../../domain/safe-url.ts';
import { text, wholeNumber } from './primitives.ts';

const format = z.enum(imageFormats, { error: `an image format: ${imageFormats.join(', ')}` });

// A prefix of the original URLs, in the same two shapes a picture's src may take.
const match = z
  .string({ error: 'the start of the picture URLs this rule applies to, such as "/demo/img/"' })
  .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, { error: 'a site-relative path ("/demo/img/") or an https:// URL prefix', abort: true })
  .refine((prefix) => isSafeUrl(prefix, { httpsOnly: true }), { error: 'a site-relative path ("/demo/img/") or an https:// URL prefix' });

const variantRule = z.strictObject({
  match,
  // {base}: the original URL without its extension, {ext}: the extension, {width}, {format}.
  url: text,
  // The last is the <img> fallback every browser shows; earlier ones become <source type=…>.
  formats: z.array(format).min(1, { error: 'at least one image format' }),
});

/**
 * Resized copies of the pictures: the widths that exist and how their URLs are formed from
 * the original's. Pictures no rule matches are shown as they are.
 */
export const imagesSchema = z.strictObject({
  widths: z.array(wholeNumber(16, 8000)).min(1, { error: 'at least one width' }),
  variants: z.array(variantRule).default([]),
});

/** The `images:` block of the YAML: the widths that exist and the rules naming resized copies. */
export type ImagesConfig = z.output<typeof imagesSchema>;
