import { z } from 'zod';
import { text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const enquiryPageSchema = z.strictObject({
  ...pageBase,
  heading: text.describe("The page's main heading."),
  intro: text.describe('The text above the form.'),
});

export type EnquiryPageConfig = z.output<typeof enquiryPageSchema>;

/** The enquiry page: the form on its own. */
export const enquiryKind = defineKind({
  name: 'enquiry',
  // Optional: a shop without an enquiry form leaves the block out.
  shape: { enquiry: enquiryPageSchema.optional().describe('The enquiry page: the form on its own. Without it, no enquiry page.') },
  entries: ({ enquiry }) => (enquiry ? [pageEntry('enquiry', enquiry, ['enquiry'])] : []),
  reads: ['enquiries'],
});
