import { z } from 'zod';
import { text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';
import { homeSectionSchema, sectionReferences } from './sections/index.ts';

export const homeSchema = z.strictObject({
  ...pageBase,
  heading: text.describe("The page's main heading."),
  // Drawn top to bottom in this order; see sections/index.ts for the types.
  sections: z
    .array(homeSectionSchema)
    .describe('The sections of the page, drawn top to bottom in this order: any types, any order, a type may repeat.'),
});

export type HomeConfig = z.output<typeof homeSchema>;
export type { HomeSectionConfig, HomeSectionOf, HomeSectionType } from './sections/index.ts';

/** The home page: its heading, then an ordered list of sections (carousels, cards, media, showrooms). */
export const homeKind = defineKind({
  name: 'home',
  shape: { home: homeSchema.describe('The home page: its heading, then its sections.') },
  entries: ({ home }) => [pageEntry('home', home, ['home'])],
  // Its category-cards and showcase sections draw those entries.
  reads: ['categories', 'showcases'],
  references({ home }, checks) {
    home.sections.forEach((section, i) => sectionReferences(section, ['home', 'sections', i], checks));
  },
});
