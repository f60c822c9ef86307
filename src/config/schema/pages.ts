import { z } from 'zod';
import { embedUrl, id, image, linkUrl, mediaUrl, phone, route, text, wholeNumber } from './primitives.ts';

/** A card on a category or home page; without `to` it is shown but links nowhere. */
export const card = z.strictObject({
  title: text,
  tagline: text.optional(),
  image,
  to: id.optional(),
});

/** A link to any page by id; without `to` it is plain text (e.g. 'Career'). */
export const pageLink = z.union([id, z.strictObject({ to: id.optional(), label: text })], {
  error: 'a page id, or { to: <page id>, label: <text> }',
});

const pageBase = { id, title: text, route };

export const categorySchema = z.strictObject({
  ...pageBase,
  separator: z.enum(['>', '/'], { error: 'one of ">", "/"' }),
  heading: text.optional(),
  card: z.strictObject({ image, tagline: text }),
  cards: z.array(card).min(1, { error: 'at least 1 card' }),
  notes: z.array(text).default([]),
});

export const chatOverride = z.strictObject({ label: text.optional(), message: text.optional() });

export const listSchema = z.strictObject({
  ...pageBase,
  collection: text,
  parent: id,
  limit: wholeNumber(1, 10_000),
  search: z
    .array(z.enum(['title', 'des'], { error: 'one of "title", "des"' }))
    .min(1, { error: 'at least 1 field' })
    .default(['title', 'des']),
  price: z.boolean({ error: 'true or false' }).default(false),
  chat: chatOverride.optional(),
});

export const showcaseSchema = z.strictObject({
  ...pageBase,
  parent: id,
  heading: text,
  message: text.optional(),
  cards: z
    .array(z.strictObject({ title: text, note: text, image }))
    .min(1, { error: 'at least 1 card' }),
});

export const mapSchema = z.strictObject({ title: text, embed: embedUrl, poster: image });

export const showroomSchema = z.strictObject({
  id,
  name: text,
  short: text,
  address: z.array(text).min(1, { error: 'at least 1 address line' }),
  pin: z.string({ error: 'a 6-digit pin code' }).regex(/^[0-9]{6}$/, { error: 'a 6-digit pin code' }),
  phone,
  directions: linkUrl,
  maps: z.array(mapSchema).min(1, { error: 'at least 1 map' }),
  photo: image,
});

export const panelContent = z.enum(['address', 'phone', 'directions', 'maps', 'contact'], {
  error: 'one of "address", "phone", "directions", "maps", "contact"',
});

export const showroomPageSchema = z.strictObject({
  ...pageBase,
  showroom: id,
  heading: text,
  photo: image.optional(),
  panels: z
    .array(z.strictObject({ heading: text, show: z.array(panelContent).min(1) }))
    .min(1, { error: 'at least 1 panel' }),
  photos: z.array(image).default([]),
  photosHeading: text,
  mapHeading: text,
});

export const carouselSchema = z.strictObject({
  label: text,
  intervalMs: wholeNumber(500, 600_000).default(3000),
  fadeMs: wholeNumber(0, 5000).default(300),
  slides: z
    .array(z.strictObject({ image, intervalMs: wholeNumber(500, 600_000).optional(), to: id.optional() }))
    .min(1, { error: 'at least 1 slide' }),
});

export const embedSchema = z.strictObject({ title: text, src: embedUrl, poster: image });

export const homeSchema = z.strictObject({
  ...pageBase,
  heading: text,
  hero: carouselSchema,
  promo: carouselSchema,
  chatButton: text,
  categories: z.strictObject({
    heading: text,
    items: z.array(z.union([id, card], { error: 'a category id or a card' })).min(1),
  }),
  trending: z.strictObject({
    heading: text,
    videos: z.array(
      z.strictObject({ title: text, poster: mediaUrl, sources: z.array(mediaUrl).min(1) }),
    ),
  }),
  gallery: z.strictObject({ heading: text, images: z.array(image) }),
  social: z.strictObject({ heading: text, embeds: z.array(embedSchema) }),
  videos: z.strictObject({ heading: text, embeds: z.array(embedSchema) }),
  showrooms: z.strictObject({ heading: text, items: z.array(id).min(1) }),
  showroomPhotos: carouselSchema,
  showcase: z.strictObject({ heading: text, from: id }),
});

const contactTab = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('showroom'),
      label: text,
      showroom: id,
      extras: z.array(z.enum(['business-phone', 'email', 'map'])).default([]),
    }),
    z.strictObject({ kind: z.literal('enquiry'), label: text }),
  ],
  { error: 'a tab with kind "showroom" or "enquiry"' },
);

export const contactSchema = z.strictObject({
  ...pageBase,
  heading: text,
  businessPhone: text,
  emailLabel: text,
  chatLabel: text,
  tabs: z.array(contactTab).min(1, { error: 'at least 1 tab' }),
});

export const enquiryPageSchema = z.strictObject({ ...pageBase, heading: text, intro: text });
