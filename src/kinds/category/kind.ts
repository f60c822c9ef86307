import { z } from 'zod';
import { image, text } from '../../config/schema/primitives.ts';
import { card, pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const categorySchema = z.strictObject({
  ...pageBase,
  separator: z.enum(['>', '/'], { error: 'one of ">", "/"' }),
  heading: text.optional(),
  card: z.strictObject({ image, tagline: text }),
  cards: z.array(card).min(1, { error: 'at least 1 card' }),
  notes: z.array(text).default([]),
});

export type CategoryConfig = z.output<typeof categorySchema>;

/** Category pages: a grid of cards leading to lists and other pages. */
export const categoryKind = defineKind({
  name: 'category',
  shape: { categories: z.array(categorySchema).min(1) },
  entries: ({ categories }) => categories.map((c, i) => pageEntry('category', c, ['categories', i])),
  references({ categories }, checks) {
    categories.forEach((cat, i) =>
      cat.cards.forEach((c, j) => checks.refer(['categories', i, 'cards', j, 'to'], c.to, 'page')),
    );
  },
});
