import { z } from 'zod';
import { isSafeUrl, type SafeUrlOptions } from '../../domain/safe-url.ts';
import { localizable } from '../localized-text.ts';

// Each leaf carries its own "expected ..." phrase, so that a YAML author reads
// `expected a whole number >= 1, got "many"` instead of zod's internal wording.

const nonEmptyText = () => z.string({ error: 'a text' }).trim().min(1, { error: 'a non-empty text' });

/** A text the visitor reads: one string for every language, or one per language (`{ en: Saree, bn: শাড়ি }`). */
export const text = localizable(nonEmptyText());

/** A text that is not read as words (a language tag, a URL template, a label already in its own script): never per language. */
export const plainText = nonEmptyText();

export const id = z
  .string({ error: 'an id (lower-case letters, digits and dashes)' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'an id (lower-case letters, digits and dashes)' });

export const route = z
  .string({ error: 'a route such as "/saree"' })
  .regex(/^\//, { error: 'a route starting with "/"', abort: true })
  .regex(/^\/[A-Za-z0-9_\-/]*$/, { error: 'a route of letters, digits, "-", "_" and "/"' });

export const wholeNumber = (min: number, max: number) =>
  z
    .int({ error: `a whole number from ${min} to ${max}` })
    .min(min, { error: `a whole number >= ${min}` })
    .max(max, { error: `a whole number <= ${max}` });

// Every URL of the config passes the site's one allow-list (src/domain/safe-url.ts), so no
// javascript:, data:, protocol-relative or "/\host" URL ever reaches an href or src. The regex
// is a coarse shape for editors (catalogue.schema.json); the allow-list decides.
const safeUrl = (what: string, expected: string, shape: RegExp, options: SafeUrlOptions) =>
  z
    .string({ error: what })
    .regex(shape, { error: expected, abort: true })
    .refine((value) => isSafeUrl(value, options), { error: expected });

export const mediaUrl = safeUrl(
  'an image or media URL',
  'a site-relative path ("/demo/img/a.svg") or an https:// URL',
  /^(https:\/\/[^\s\\]+|\/(?![/\\])[^\s\\]*)$/,
  { httpsOnly: true },
);

export const linkUrl = safeUrl('a link URL', 'an http:// or https:// URL', /^https?:\/\/[^\s\\]+$/, { relative: false });

export const embedUrl = safeUrl('an embed URL', 'an https:// URL', /^https:\/\/[^\s\\]+$/, { relative: false, httpsOnly: true });

// A Firestore collection id that firestore.rules can also quote as it stands: no quote, backslash,
// slash or line break (scripts/firestore/render-rules.ts writes the names into the rules), single
// spaces between words (names like "Kids Tshirt" are in use), and none of Firestore's reserved ids.
const COLLECTION = 'a collection name of letters, digits, "-", "_", "." and single spaces';
export const collectionName = z
  .string({ error: COLLECTION })
  .max(1500, { error: 'a collection name of at most 1500 characters' })
  .regex(/^[A-Za-z0-9_.-]+( [A-Za-z0-9_.-]+)*$/, { error: COLLECTION, abort: true })
  .refine((name) => !/^__.*__$/.test(name) && name !== '.' && name !== '..', {
    error: 'a collection name Firestore allows (not "." or "..", and not of the reserved form "__name__")',
  });

// One line of text: it is written into firestore.rules, where a line break would end the string.
export const singleLineText = plainText.regex(/^[^\p{Cc}]*$/u, { error: 'a text on one line (no line breaks or control characters)' });

export const phone = z
  .string({ error: 'a phone number such as "+91 00000 00001"' })
  .regex(/^\+?[0-9][0-9 ]{5,19}$/, { error: 'a phone number such as "+91 00000 00001"' });

export const email = z.string({ error: 'an e-mail address' }).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'an e-mail address' });

export const image = z.strictObject({
  src: mediaUrl.describe('The picture: a path from the site root (a file in files.public, e.g. "/img/shop.jpg") or an https:// URL.'),
  alt: localizable(z.string({ error: 'a text (empty only for decorative images)' })).describe(
    'What the picture shows, read out to visitors who cannot see it; "" for a decorative picture.',
  ),
  width: wholeNumber(1, 10_000).optional().describe("The picture's width in pixels: with height, the page keeps its place while it loads."),
  height: wholeNumber(1, 10_000).optional().describe("The picture's height in pixels."),
});
