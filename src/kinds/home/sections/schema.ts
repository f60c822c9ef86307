import { z } from 'zod';
import { embedUrl, id, image, mediaUrl, text, wholeNumber } from '../../../config/schema/primitives.ts';
import { card } from '../../../config/schema/common.ts';

// One schema per section type, joined in one union on `type`: the home page is
// an ordered list of these (any subset, any order, a type may repeat).

const interval = wholeNumber(500, 600_000);

/** A carousel's own keys, shared by the `carousel` section and the showroom photos. */
export const carouselSchema = z.strictObject({
  label: text,
  intervalMs: interval.default(3000),
  fadeMs: wholeNumber(0, 5000).default(300),
  slides: z.array(z.strictObject({ image, intervalMs: interval.optional(), to: id.optional() })).min(1, { error: 'at least 1 slide' }),
});

export const embedSchema = z.strictObject({ title: text, src: embedUrl, poster: image });

const carouselSection = z
  .strictObject({
    type: z.literal('carousel'),
    ...carouselSchema.shape,
    width: z.enum(['full', 'narrow']).default('full'),
  })
  .describe(
    'Slides that fade one into the next (label, intervalMs, fadeMs, slides; a slide may link to a page with `to`). ' +
      '`width: narrow` keeps it in a centred 640px box. When it is the first section, its first picture loads at once.',
  );

const chatButtonSection = z
  .strictObject({ type: z.literal('chat-button'), label: text })
  .describe("A chat button fixed to the screen's corner, opening a chat with shop.phones.chat and messages.shop.");

const categoryCardsSection = z
  .strictObject({
    type: z.literal('category-cards'),
    heading: text,
    items: z.array(z.union([id, card], { error: 'a category id or a card' })).min(1),
  })
  .describe("Cards: a category id borrows that category's card; an inline card without `to` links nowhere.");

const videoClipsSection = z
  .strictObject({
    type: z.literal('video-clips'),
    heading: text,
    videos: z.array(z.strictObject({ title: text, poster: mediaUrl, sources: z.array(mediaUrl).min(1) })),
  })
  .describe("Silent looping clips from the site's own files, playing only while on screen.");

const gallerySection = z
  .strictObject({ type: z.literal('gallery'), heading: text, images: z.array(image) })
  .describe('A grid of pictures.');

const embedsSection = z
  .strictObject({ type: z.literal('embeds'), heading: text, embeds: z.array(embedSchema) })
  .describe('Third-party frames (videos, social pages), each a poster until the visitor presses play.');

const showroomsSection = z
  .strictObject({
    type: z.literal('showrooms'),
    heading: text,
    items: z.array(id).min(1),
    photos: carouselSchema.optional(),
  })
  .describe('The showrooms (ids from `showrooms:`) as an accordion, with an optional photo carousel beside it.');

const showcaseSection = z
  .strictObject({ type: z.literal('showcase'), heading: text, from: id })
  .describe('The cards of a showcase page (its id from `showcases:`).');

export const homeSectionSchema = z.discriminatedUnion('type', [
  carouselSection,
  chatButtonSection,
  categoryCardsSection,
  videoClipsSection,
  gallerySection,
  embedsSection,
  showroomsSection,
  showcaseSection,
]);

export type CarouselConfig = z.output<typeof carouselSchema>;
export type HomeSectionConfig = z.output<typeof homeSectionSchema>;
export type HomeSectionType = HomeSectionConfig['type'];
/** The section of one type, e.g. `HomeSectionOf<'gallery'>`. */
export type HomeSectionOf<T extends HomeSectionType> = Extract<HomeSectionConfig, { type: T }>;
