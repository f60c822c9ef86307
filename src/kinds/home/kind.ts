import { z } from 'zod';
import { embedUrl, id, image, mediaUrl, text, wholeNumber } from '../../config/schema/primitives.ts';
import { card, pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

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

export type HomeConfig = z.output<typeof homeSchema>;
export type CarouselConfig = HomeConfig['hero'];

/** The home page: carousels, category cards, media and showroom sections. */
export const homeKind = defineKind({
  name: 'home',
  shape: { home: homeSchema },
  entries: ({ home }) => [pageEntry('home', home, ['home'])],
  references({ home }, checks) {
    home.categories.items.forEach((item, i) => {
      if (typeof item === 'string') checks.refer(['home', 'categories', 'items', i], item, 'category');
      else checks.refer(['home', 'categories', 'items', i, 'to'], item.to, 'page');
    });
    home.showrooms.items.forEach((s, i) => checks.refer(['home', 'showrooms', 'items', i], s, 'showroom'));
    checks.refer(['home', 'showcase', 'from'], home.showcase.from, 'showcase');
    for (const key of ['hero', 'promo', 'showroomPhotos'] as const)
      home[key].slides.forEach((s, i) => checks.refer(['home', key, 'slides', i, 'to'], s.to, 'page'));
  },
});
