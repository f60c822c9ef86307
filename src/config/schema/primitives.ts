import { z } from 'zod';

// Each leaf carries its own "expected ..." phrase, so that a YAML author reads
// `expected a whole number >= 1, got "many"` instead of zod's internal wording.

export const text = z.string({ error: 'a text' }).trim().min(1, { error: 'a non-empty text' });

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

export const durationMs = wholeNumber(0, 600_000);

// No javascript:, data: or protocol-relative URL ever reaches an href or src.
export const mediaUrl = z
  .string({ error: 'an image or media URL' })
  .regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, {
    error: 'a site-relative path ("/demo/img/a.svg") or an https:// URL',
  });

export const linkUrl = z
  .string({ error: 'a link URL' })
  .regex(/^https?:\/\/[^\s]+$/, { error: 'an http:// or https:// URL' });

export const embedUrl = z
  .string({ error: 'an embed URL' })
  .regex(/^https:\/\/[^\s]+$/, { error: 'an https:// URL' });

export const phone = z
  .string({ error: 'a phone number such as "+91 00000 00001"' })
  .regex(/^\+?[0-9][0-9 ]{5,19}$/, { error: 'a phone number such as "+91 00000 00001"' });

export const email = z
  .string({ error: 'an e-mail address' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'an e-mail address' });

export const image = z.strictObject({
  src: mediaUrl,
  alt: z.string({ error: 'a text (empty only for decorative images)' }),
  width: wholeNumber(1, 10_000).optional(),
  height: wholeNumber(1, 10_000).optional(),
});
