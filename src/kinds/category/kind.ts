import { z } from 'zod';
import { id, image, text } from '../../config/schema/primitives.ts';
import { card, pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const categorySchema = z.strictObject({
  ...pageBase,
  /** A category may sit inside another (/men/formal-shoes under /men): breadcrumbs walk up the chain. */
  parent: id
    .optional()
    .describe('The id of a category this one sits inside (/men/formal-shoes under /men): breadcrumbs walk up the chain.'),
  separator: z
    .enum(['>', '/'], { error: 'one of ">", "/"' })
    .describe("The sign between the breadcrumb's links on the pages under this category."),
  heading: text.optional().describe("The page's main heading; without it, the title."),
  card: z
    .strictObject({ image: image.describe("The card's picture."), tagline: text.describe('A line under the title.') })
    .describe("The category's own card (its title is the page's), shown where a home category-cards section names the category."),
  cards: z.array(card).min(1, { error: 'at least 1 card' }).describe('The cards on the page, in order: lists and other pages.'),
  notes: z.array(text).default([]).describe('Lines of text under the cards, e.g. "Update soon".'),
});

export type CategoryConfig = z.output<typeof categorySchema>;

/** Category pages: a grid of cards leading to lists and other pages. */
export const categoryKind = defineKind({
  name: 'category',
  shape: {
    categories: z.array(categorySchema).default([]).describe('Category pages: a grid of cards leading to product lists and other pages.'),
  },
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
