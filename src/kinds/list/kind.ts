import { z } from 'zod';
import { collectionName, id, text, wholeNumber } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { formatPath, type PathSegment } from '../../config/errors.ts';
import { collectionFileName, collectionSlug } from '../../domain/collection-file.ts';
import { SEARCH_FIELDS } from '../../domain/search.ts';
import { defineKind, pageEntry, type ReferenceChecks } from '../kind.ts';

export const chatOverride = z.strictObject({
  label: text.optional().describe('Instead of texts.list.chat.'),
  message: text
    .optional()
    .describe("Instead of messages.product: {title} is the product's title, {shop} shop.name, {url} the product's link."),
});

export const listSchema = z.strictObject({
  ...pageBase,
  collection: collectionName.describe('The Firestore collection the products are read from (in demo data, its <collection>.json file).'),
  parent: id.optional().describe("The id of the category the page sits under: the breadcrumb's Back link returns to it."),
  limit: wholeNumber(1, 10_000).describe('The display window: at most this many products are shown, of those matching the search.'),
  search: z
    .array(z.enum(SEARCH_FIELDS, { error: `one of ${SEARCH_FIELDS.map((f) => `"${f}"`).join(', ')}` }))
    .min(1, { error: 'at least 1 field' })
    .default([...SEARCH_FIELDS])
    .describe('The product fields the search box matches: title, des (the description).'),
  price: z.boolean({ error: 'true or false' }).default(false).describe("true shows each product's price, in site.currency."),
  chat: chatOverride.optional().describe("Replaces the product cards' chat link label or message on this list."),
});

export type ListConfig = z.output<typeof listSchema>;

/** Product lists: one page per Firestore collection, under a category. */
export const listKind = defineKind({
  name: 'list',
  shape: { lists: z.array(listSchema).default([]).describe('Product lists: one page per Firestore collection, under a category.') },
  entries: ({ lists }) => lists.map((l, i) => pageEntry('list', l, ['lists', i])),
  references({ lists }, checks) {
    lists.forEach((l, i) => {
      checks.refer(['lists', i, 'parent'], l.parent, 'category');
      checks.template(['lists', i, 'chat', 'message'], l.chat?.message);
    });
    collectionFiles(lists, checks);
  },
});

/**
 * Each collection's demo file is named by collectionSlug: two different collection names that give
 * the same file ('Bags' and 'Bags.') would read and write one file for both, and a name with no letter
 * or digit gives no file name at all. The same collection on two lists shares its file on purpose.
 */
function collectionFiles(lists: readonly ListConfig[], checks: ReferenceChecks) {
  const first = new Map<string, { id: string; collection: string; path: PathSegment[] }>();
  lists.forEach(({ id, collection }, i) => {
    const path = ['lists', i, 'collection'];
    const slug = collectionSlug(collection);
    if (slug === '') {
      checks.report(path, `collection "${collection}" gives no demo file name: use at least one letter or digit`);
      return;
    }
    const earlier = first.get(slug);
    if (!earlier) first.set(slug, { id, collection, path });
    else if (earlier.collection !== collection)
      checks.report(
        path,
        `collection "${collection}" would share the demo file ${collectionFileName(collection)} with "${earlier.collection}" of list "${earlier.id}" (${formatPath(earlier.path)}); rename one of them`,
        'duplicate-file',
      );
  });
}
