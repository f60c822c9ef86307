import { z } from 'zod';

// An address firestore.rules can hold as it stands: ASCII, no blanks, quotes or backslashes but the
// apostrophe (escaped there), one "@" and a dotted domain. Kept lowercase, as the rules compare it; the
// pattern takes capitals too, since catalogue.schema.json checks what is written, before lowercasing.
const ADDRESS =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const EXPECTED = 'an e-mail address such as "owner@example.com" (ASCII letters, digits and the usual signs, one "@")';

const ownerAddress = z
  .string({ error: EXPECTED })
  .trim()
  .toLowerCase()
  .max(254, { error: 'an e-mail address of at most 254 characters' })
  .regex(ADDRESS, { error: EXPECTED });

/**
 * The shop's owners: who may sign in to read and answer the enquiries (firestore.rules' isOwner()).
 * Build-time only: written into the rules, never into the browser's catalogue (browser-catalogue.ts).
 */
export const ownersSchema = z
  .array(ownerAddress)
  .superRefine((owners, ctx) => {
    owners.forEach((address, i) => {
      const first = owners.indexOf(address);
      if (first < i)
        ctx.addIssue({ code: 'custom', path: [i], message: `an address not listed already (owners[${first}] is "${address}")` });
    });
  })
  .default([])
  .describe(
    "E-mail addresses of the shop's owners: signed in with one of them (verified by its provider), a person may read, answer and delete enquiries (so owners need the enquiries block) and store product photos. Written into firestore.rules and storage.rules by npm run generate, never into the site's pages; case does not matter.",
  );
