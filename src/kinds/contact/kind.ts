import { z } from 'zod';
import { id, text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

const contactTab = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('showroom'),
      label: text,
      showroom: id,
      extras: z.array(z.enum(['business-phone', 'email', 'map'])).default([]),
    }),
    z.strictObject({ kind: z.literal('enquiry'), label: text }),
  ],
  { error: 'a tab with kind "showroom" or "enquiry"' },
);

export const contactSchema = z.strictObject({
  ...pageBase,
  heading: text,
  businessPhone: text,
  emailLabel: text,
  chatLabel: text,
  tabs: z.array(contactTab).min(1, { error: 'at least 1 tab' }),
});

export type ContactConfig = z.output<typeof contactSchema>;

/** The contact page: one tab per showroom, and the enquiry form. */
export const contactKind = defineKind({
  name: 'contact',
  // Optional: a shop may have no contact page; nav and footer links to it are then reported.
  shape: { contact: contactSchema.optional() },
  entries: ({ contact }) => (contact ? [pageEntry('contact', contact, ['contact'])] : []),
  // Its enquiry tab holds the form; its showroom tabs link each store's page in their structured data.
  reads: ['enquiries', 'showroomPages'],
  references({ contact }, checks) {
    contact?.tabs.forEach((t, i) => {
      if (t.kind === 'showroom') checks.refer(['contact', 'tabs', i, 'showroom'], t.showroom, 'showroom');
    });
  },
});
