import { z } from 'zod';
import { id, image, text } from '../../config/schema/primitives.ts';
import { card, pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const categorySchema = z.strictObject({
  ...pageBase,
  /** A category may sit inside another (/men/formal-shoes under /men): breadcrumbs walk up the chain. */
  parent: id.optional(),
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
  shape: { categories: z.array(categorySchema).default([]) },
  entries: ({ categories }) => categories.map((c, i) => pageEntry('category', c, ['categories', i])),
  references({ categories }, checks) {
    const parentOf = new Map(categories.map((c) => [c.id, c.parent]));
    categories.forEach((cat, i) => {
      checks.refer(['categories', i, 'parent'], cat.parent, 'category');
      if (inCycle(cat.id, parentOf))
        checks.report(['categories', i, 'parent'], `"${cat.id}" is its own ancestor: parents must not go round in a circle`);
      cat.cards.forEach((c, j) => checks.refer(['categories', i, 'cards', j, 'to'], c.to, 'page'));
    });
  },
});

function inCycle(start: string, parentOf: Map<string, string | undefined>): boolean {
  const seen = new Set<string>();
  for (let at = parentOf.get(start); at !== undefined; at = parentOf.get(at)) {
    if (at === start) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}
