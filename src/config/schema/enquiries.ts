import { z } from 'zod';
import { collectionName, singleLineText, text, wholeNumber } from './primitives.ts';
import { patternProblem } from './field-pattern.ts';
import { RESERVED_FIELD_NAMES } from '../../domain/enquiry-keys.ts';

// Letters first: the name is also a key in firestore.rules and a CSV column, and Firestore
// reserves names like `__x__`. The engine's own names (src/domain/enquiry-keys.ts) are refused: what the
// form writes itself (`status`, `createdAt`, and `day`, `seq` and `token` for the daily cap), the document
// id (`id`, a CSV column and a key of the demo store), the hidden bot trap (`website`) and what the owner
// writes (`note`, `updatedAt`).
const names = RESERVED_FIELD_NAMES.map((n) => `"${n}"`);
const fieldName = z
  .string({ error: 'a field name' })
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'a field name of letters, digits and "_", starting with a letter' })
  .regex(new RegExp(`^(?!(?:${RESERVED_FIELD_NAMES.join('|')})$)`), {
    error: `a field name other than ${names.slice(0, -1).join(', ')} and ${names.at(-1)} (the form and the owner's pages use those themselves)`,
  });

// A whole-text pattern the form and firestore.rules both enforce (src/domain/field-formats.ts).
const pattern = z
  .string({ error: 'a pattern' })
  .min(1, { error: 'a non-empty pattern' })
  .superRefine((value, ctx) => {
    const problem = patternProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `a pattern both the form and firestore.rules can use: ${problem}` });
  })
  .describe(
    'The whole text must match it (RE2 syntax that JavaScript reads alike: no lookaround, backreferences or \\s). Without it, kind email and tel have a built-in format.',
  );

// The browser's autofill hints an enquiry form may use (WHATWG autofill field names).
const autocomplete = z.enum([
  'off',
  'name',
  'given-name',
  'family-name',
  'organization',
  'email',
  'tel',
  'street-address',
  'address-line1',
  'address-line2',
  'address-level1',
  'address-level2',
  'postal-code',
  'country-name',
  'url',
]);

/** One field of the enquiry form; its `name` is the key in the stored document, the rules and the CSV export. */
export const enquiryFieldSchema = z.strictObject({
  name: fieldName.describe(
    "The field's key in the stored document, firestore.rules and the CSV export: letters, digits and _, starting with a letter.",
  ),
  label: text.describe("The field's label on the form."),
  // tel and email change the on-screen keyboard, and each has a built-in format (src/domain/field-formats.ts).
  kind: z
    .enum(['text', 'tel', 'email', 'textarea'])
    .describe(
      'text: one line; textarea: several lines; tel and email: a phone number or an e-mail address, with the phone keyboard and a built-in format.',
    ),
  // Required: left blank (or only spaces), the form shows texts.enquiry.mandatory and the rules refuse an empty text.
  required: z.boolean().default(false).describe('true: left blank (or only spaces), the form shows texts.enquiry.mandatory.'),
  // Applied by the input itself and by firestore.rules.
  maxLength: wholeNumber(1, 10_000).describe('The most characters the field takes, enforced by the form and by firestore.rules.'),
  // Defaults by kind: tel → tel, email → email, textarea → off; text fields get none.
  autocomplete: autocomplete
    .optional()
    .describe(
      "The browser's autofill hint (e.g. name, address-level2 for a city). Without it: tel and email by kind, off for a textarea, none for text.",
    ),
  // Optional: the format the text must have, checked by the form and the rules; it replaces the kind's.
  pattern: pattern.optional(),
});

/** Where enquiries are stored and what the form asks; without this block the shop takes no enquiries. */
export const enquiriesSchema = z
  .strictObject({
    collection: collectionName.describe('The Firestore collection enquiries are stored in.'),
    status: singleLineText.describe('The status every new enquiry is stored with (e.g. "Available"); firestore.rules accept no other.'),
    // The owner's other statuses: firestore.rules let an owner set status to one of these or enquiries.status.
    statuses: z
      .array(singleLineText)
      .default([])
      .describe(
        "The statuses an owner may give an enquiry besides enquiries.status (e.g. Replied, Closed): the owner's pages offer them, firestore.rules and npm run enquiries -- mark accept no other.",
      ),
    fields: z.array(enquiryFieldSchema).min(1, { error: 'at least 1 field' }).describe("The form's fields, in order."),
    // Seconds between the form appearing and a submit being sent: a faster submit (autofill, a quick typist)
    // waits out the rest, then is sent. Only a filled hidden field is dropped with a quiet success (a bot).
    minSeconds: wholeNumber(0, 600)
      .default(3)
      .describe(
        'Seconds between the form appearing and an enquiry being sent: a faster submit waits (showing texts.enquiry.sending) until then.',
      ),
    // At most this many enquiries are stored per day (the shop's day, site.utcOffsetMinutes): firestore.rules
    // enforce it with a counter, so a flood stores no more; a visitor past it is shown the shop's phone and chat.
    dailyLimit: wholeNumber(1, 1_000_000)
      .default(200)
      .describe(
        "At most this many enquiries are stored per day (the shop's day, site.utcOffsetMinutes); past it a visitor sees texts.enquiry.boxFull with the shop's phone and chat.",
      ),
  })
  // Each status once: the owner's pages show one button for each.
  .superRefine(({ status, statuses }, ctx) => {
    statuses.forEach((s, i) => {
      const before = [status, ...statuses.slice(0, i)];
      if (before.includes(s))
        ctx.addIssue({
          code: 'custom',
          path: ['statuses', i],
          message: `a status other than enquiries.status and the ones before it (${before.map((b) => JSON.stringify(b)).join(', ')})`,
        });
    });
  });

export type EnquiriesConfig = z.output<typeof enquiriesSchema>;
