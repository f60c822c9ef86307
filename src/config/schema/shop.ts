import { z } from 'zod';
import { email, linkUrl, phone, text, wholeNumber } from './primitives.ts';

export const socialLink = z.strictObject({
  network: z.enum(['facebook', 'youtube', 'instagram', 'x', 'whatsapp'], {
    error: 'one of "facebook", "youtube", "instagram", "x", "whatsapp"',
  }),
  label: text,
  href: linkUrl,
});

export const shopSchema = z.strictObject({
  name: text,
  tagline: text,
  logo: z.string().optional(),
  // Phones by role: who answers which number is the owner's choice, not the code's.
  phones: z.strictObject({
    helpline: phone,
    callBook: phone,
    chat: phone,
    business: phone,
  }),
  email,
  social: z.array(socialLink),
  footer: z.strictObject({
    lastUpdate: text,
    copyright: text,
    credit: z.strictObject({ label: text, href: linkUrl }),
    visitorCounter: z.strictObject({
      label: text,
      start: wholeNumber(0, 999_999_999).default(2000),
      digits: wholeNumber(1, 12).default(9),
    }),
  }),
});
