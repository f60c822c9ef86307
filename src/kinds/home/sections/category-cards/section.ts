import { z } from 'zod';
import { card } from '../../../../config/schema/common.ts';
import { id, text } from '../../../../config/schema/primitives.ts';
import type { SectionReferences } from '../module.ts';

export const schema = z
  .strictObject({
    type: z.literal('category-cards'),
    heading: text,
    items: z.array(z.union([id, card], { error: 'a category id or a card' })).min(1),
  })
  .describe("Cards: a category id borrows that category's card; an inline card without `to` links nowhere.");

export const references: SectionReferences<typeof schema> = (section, at, checks) =>
  section.items.forEach((item, i) => {
    if (typeof item === 'string') checks.refer([...at, 'items', i], item, 'category');
    else checks.refer([...at, 'items', i, 'to'], item.to, 'page');
  });
