import { z } from 'zod';
import { collectionName, id, text, wholeNumber } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const chatOverride = z.strictObject({ label: text.optional(), message: text.optional() });

export const listSchema = z.strictObject({
  ...pageBase,
  collection: collectionName,
  parent: id.optional(),
  limit: wholeNumber(1, 10_000),
  search: z
    .array(z.enum(['title', 'des'], { error: 'one of "title", "des"' }))
    .min(1, { error: 'at least 1 field' })
    .default(['title', 'des']),
  price: z.boolean({ error: 'true or false' }).default(false),
  chat: chatOverride.optional(),
});

export type ListConfig = z.output<typeof listSchema>;

/** Product lists: one page per Firestore collection, under a category. */
export const listKind = defineKind({
  name: 'list',
  shape: { lists: z.array(listSchema).default([]) },
  entries: ({ lists }) => lists.map((l, i) => pageEntry('list', l, ['lists', i])),
  references({ lists }, checks) {
    lists.forEach((l, i) => {
      checks.refer(['lists', i, 'parent'], l.parent, 'category');
      checks.template(['lists', i, 'chat', 'message'], l.chat?.message);
    });
  },
});
