import { z } from 'zod';
import { id, image, text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const showcaseSchema = z.strictObject({
  ...pageBase,
  parent: id.optional().describe('The id of the category the page sits under (its breadcrumb).'),
  heading: text.describe("The page's main heading."),
  message: text
    .optional()
    .describe(
      "The chat message of its cards, instead of messages.interested: {title} is the card's title, {shop} shop.name, {url} the card's link.",
    ),
  cards: z
    .array(
      z.strictObject({
        title: text.describe("The item's name."),
        note: text.describe('A line about it.'),
        image: image.describe('Its photo.'),
      }),
    )
    .min(1, { error: 'at least 1 card' })
    .describe('The items, each with a chat link.'),
});

export type ShowcaseConfig = z.output<typeof showcaseSchema>;

/** Showcase pages: a fixed set of photographed items with a chat link each (e.g. /kidsfrock). */
export const showcaseKind = defineKind({
  name: 'showcase',
  shape: {
    showcases: z
      .array(showcaseSchema)
      .default([])
      .describe('Pages of hand-picked items with a photo, a note and a chat link each (no product collection).'),
  },
  entries: ({ showcases }) => showcases.map((s, i) => pageEntry('showcase', s, ['showcases', i])),
  references({ showcases }, checks) {
    showcases.forEach((s, i) => {
      checks.refer(['showcases', i, 'parent'], s.parent, 'category');
      checks.template(['showcases', i, 'message'], s.message);
    });
  },
});
