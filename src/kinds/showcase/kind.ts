import { z } from 'zod';
import { id, image, text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const showcaseSchema = z.strictObject({
  ...pageBase,
  parent: id.optional(),
  heading: text,
  message: text.optional(),
  cards: z.array(z.strictObject({ title: text, note: text, image })).min(1, { error: 'at least 1 card' }),
});

export type ShowcaseConfig = z.output<typeof showcaseSchema>;

/** Showcase pages: a fixed set of photographed items with a chat link each (e.g. /kidsfrock). */
export const showcaseKind = defineKind({
  name: 'showcase',
  shape: { showcases: z.array(showcaseSchema).default([]) },
  entries: ({ showcases }) => showcases.map((s, i) => pageEntry('showcase', s, ['showcases', i])),
  references({ showcases }, checks) {
    showcases.forEach((s, i) => {
      checks.refer(['showcases', i, 'parent'], s.parent, 'category');
      checks.template(['showcases', i, 'message'], s.message);
    });
  },
});
