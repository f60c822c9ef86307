import { z } from 'zod';
import { card } from '../../../../config/schema/common.ts';
import { id, text } from '../../../../config/schema/primitives.ts';
import type { SectionReferences } from '../module.ts';

export const schema = z
  .strictObject({
    type: z.literal('category-cards'),
    heading: text.describe("The section's heading."),
    items: z
      .array(z.union([id, card], { error: 'a category id or a card' }))
      .min(1)
      .describe('The cards, in order: a category id (its card), or a card { title, tagline, image, to }.'),
  })
  .describe("Cards: a category id borrows that category's card; an inline card without `to` links nowhere.");

export const references: SectionReferences<typeof schema> = (section, at, checks) =>
  section.items.forEach((item, i) => {
    if (typeof item === 'string') checks.refer([...at, 'items', i], item, 'category');
    else checks.refer([...at, 'items', i, 'to'], item.to, 'page');
  });
