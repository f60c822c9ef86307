import { z } from 'zod';
import { id, text } from '../../../../config/schema/primitives.ts';
import type { SectionReferences } from '../module.ts';

export const schema = z
  .strictObject({
    type: z.literal('showcase'),
    heading: text.describe("The section's heading."),
    from: id.describe('The id of the showcase page (from showcases) whose cards are shown.'),
  })
  .describe('The cards of a showcase page (its id from `showcases:`).');

export const references: SectionReferences<typeof schema> = (section, at, checks) =>
  checks.refer([...at, 'from'], section.from, 'showcase');
