import { z } from 'zod';
import { id, text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

const contactTab = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({
        kind: z.literal('showroom'),
        label: text.describe("The tab's label."),
        showroom: id.describe('The id of the showroom (from showrooms) whose address, phone and chat link the tab shows.'),
        extras: z
          .array(z.enum(['business-phone', 'email', 'map']))
          .default([])
          .describe("What else the tab shows: business-phone (shop.phones.business), email (shop.email), map (the showroom's maps)."),
      })
      .describe('A tab for one showroom: its address, phone and chat link, and the extras asked for.'),
    z.strictObject({ kind: z.literal('enquiry'), label: text.describe("The tab's label.") }).describe('A tab holding the enquiry form.'),
  ],
  { error: 'a tab with kind "showroom" or "enquiry"' },
);

export const contactSchema = z.strictObject({
  ...pageBase,
  heading: text.describe("The page's main heading."),
  businessPhone: text.describe('The label of shop.phones.business, on showroom tabs with the business-phone extra.'),
  emailLabel: text.describe('The label of shop.email, on showroom tabs with the email extra.'),
  chatLabel: text.describe('The label of the chat link on each showroom tab.'),
  tabs: z.array(contactTab).min(1, { error: 'at least 1 tab' }).describe('The tabs, in order: showrooms and the enquiry form.'),
});

export type ContactConfig = z.output<typeof contactSchema>;

/** The contact page: one tab per showroom, and the enquiry form. */
export const contactKind = defineKind({
  name: 'contact',
  // The shop's phones and addresses, with no signal.
  keptAtInstall: true,
  // Optional: a shop may have no contact page; nav and footer links to it are then reported.
  shape: {
    contact: contactSchema
      .optional()
      .describe('The contact page: one tab per showroom, and the enquiry form. Without it, no contact page.'),
  },
  entries: ({ contact }) => (contact ? [pageEntry('contact', contact, ['contact'])] : []),
  // Its enquiry tab holds the form; its showroom tabs link each store's page in their structured data.
  reads: ['enquiries', 'showroomPages'],
  references({ contact }, checks) {
    contact?.tabs.forEach((t, i) => {
      if (t.kind === 'showroom') checks.refer(['contact', 'tabs', i, 'showroom'], t.showroom, 'showroom');
    });
  },
});
