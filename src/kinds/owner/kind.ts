import { z } from 'zod';
import { engineText } from '../../config/engine-text.ts';
import { ownersSchema } from '../../config/schema/owners.ts';
import { REPLY_MESSAGE_PATH } from '../../domain/owner-reply.ts';
import { defineKind, pageEntry } from '../kind.ts';
import { ownerTextsSchema } from './owner-texts.ts';

// A route of letters, digits, "-" and "_" under the root: one page, its sub-addresses served its file too.
const ownerRoute = z
  .string({ error: 'a route such as "/owner"' })
  .regex(/^\/[A-Za-z0-9_-]+$/, { error: 'a route of one segment, such as "/owner"' });

export const ownerSchema = z.strictObject({
  route: ownerRoute
    .default('/owner')
    .describe("Where the owner's pages are (and everything under it): never linked from the public pages, never indexed."),
  title: engineText("Owner's pages").describe("The owner's page title, in the browser tab."),
  texts: ownerTextsSchema,
});

export type OwnerConfig = z.output<typeof ownerSchema>;

/**
 * The owner's pages: sign in, then the enquiries, to call, reply, mark, note or delete, and the products, to
 * add, change, hide or delete. Only for a shop
 * with `owners`, whose addresses never leave the build (firestore.rules holds them); drawn in the
 * browser only, kept from search, and never kept or served by the service worker.
 */
export const ownerKind = defineKind({
  name: 'owner',
  shape: {
    owners: ownersSchema,
    owner: ownerSchema.prefault({}).describe("The owner's pages (only with owners): their address, title and words."),
  },
  entries: ({ owners, owner }) => (owners.length > 0 ? [pageEntry('owner', { id: 'owner', ...owner }, ['owner'])] : []),
  // Without an enquiry box the page would have nothing to read and the rules no owner's line to write.
  references({ owners }, checks) {
    if (owners.length > 0)
      checks.requiresBlock(
        ['owners'],
        'enquiries',
        'owners read and answer enquiries, and this shop takes none: add the "enquiries" block (collection, status, fields), or leave owners out',
      );
  },
  // The inbox reads the enquiry form's fields, statuses and box; the products, the lists.
  reads: ['enquiries', 'lists'],
  buildOnly: ['owners'],
  // The reply goes to the visitor, in the language of their enquiry: the page brings it in each of the shop's.
  everyLanguage: [REPLY_MESSAGE_PATH],
  noindex: true,
  clientShell: true,
});
