import { z } from 'zod';
import { imageFormats } from '../../domain/image-variants.ts';
import { isSafeUrl } from '../../domain/safe-url.ts';
import { plainText, wholeNumber } from './primitives.ts';

const format = z.enum(imageFormats, { error: `an image format: ${imageFormats.join(', ')}` });

// A prefix of the original URLs, in the same two shapes a picture's src may take.
const match = z
  .string({ error: 'the start of the picture URLs this rule applies to, such as "/demo/img/"' })
  .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, { error: 'a site-relative path ("/demo/img/") or an https:// URL prefix', abort: true })
  .refine((prefix) => isSafeUrl(prefix, { httpsOnly: true }), { error: 'a site-relative path ("/demo/img/") or an https:// URL prefix' });

const variantRule = z.strictObject({
  match: match.describe('The start of the picture URLs this rule applies to, e.g. "/demo/img/".'),
  // {base}: the original URL without its extension, {ext}: the extension, {width}, {format}.
  url: plainText.describe(
    'How a copy\'s URL is made: {base} is the original URL without its extension, {ext} the extension, {width} and {format} the copy\'s, e.g. "{base}-{width}w.{format}".',
  ),
  // The last is the <img> fallback every browser shows; earlier ones become <source type=…>.
  formats: z
    .array(format)
    .min(1, { error: 'at least one image format' })
    .describe('The formats the copies exist in, best first; the last is the fallback every browser shows.'),
});

/**
 * Resized copies of the pictures: the widths that exist and how their URLs are formed from
 * the original's. Pictures no rule matches are shown as they are.
 */
export const imagesSchema = z.strictObject({
  widths: z
    .array(wholeNumber(16, 8000))
    .min(1, { error: 'at least one width' })
    .describe('The widths (px) of the copies that exist: phones download a small one, the zoom viewer the widest.'),
  variants: z
    .array(variantRule)
    .default([])
    .describe(
      "Rules naming the copies: the first whose `match` begins a picture's URL applies; a picture no rule matches is shown as it is.",
    ),
});

/** The `images:` block of the YAML: the widths that exist and the rules naming resized copies. */
export type ImagesConfig = z.output<typeof imagesSchema>;
