import { z } from 'zod';
import { id, text } from '../../../../config/schema/primitives.ts';
import { carouselReferences, carouselSchema } from '../carousel/section.ts';
import type { SectionReferences } from '../module.ts';

export const schema = z
  .strictObject({
    type: z.literal('showrooms'),
    heading: text.describe("The section's heading."),
    items: z.array(id).min(1).describe('The ids of the showrooms shown (from showrooms), in order.'),
    photos: carouselSchema.optional().describe("A photo carousel beside the accordion: a carousel's keys, without type and width."),
  })
  .describe('The showrooms (ids from `showrooms:`) as an accordion, with an optional photo carousel beside it.');

export const references: SectionReferences<typeof schema> = (section, at, checks) => {
  section.items.forEach((s, i) => checks.refer([...at, 'items', i], s, 'showroom'));
  carouselReferences(section.photos, [...at, 'photos'], checks);
};
