import { z } from 'zod';
import type { PathSegment } from '../../../config/errors.ts';
import type { ReferenceChecks } from '../../kind.ts';
import * as carousel from './carousel/section.ts';
import * as categoryCards from './category-cards/section.ts';
import * as chatButton from './chat-button/section.ts';
import * as embeds from './embeds/section.ts';
import * as gallery from './gallery/section.ts';
import type { SectionModule } from './module.ts';
import * as showcase from './showcase/section.ts';
import * as showrooms from './showrooms/section.ts';
import * as videoClips from './video-clips/section.ts';

// Every home section type: a folder sections/<type>/ with section.ts (its schema and
// references) and Section.tsx (its component), and its line here. The home page is an ordered
// list of these (any subset, any order, a type may repeat).
//
// The union names each member's schema rather than mapping over a list, so that
// tests/unit/dead-keys/ can follow the keys; tests/unit/kinds/home/sections/section-folders.test.ts
// checks that `sections` holds the same modules in the same order.

/** One schema per section type, joined in one union on `type` (its order is the JSON schema's `anyOf`). */
export const homeSectionSchema = z.discriminatedUnion('type', [
  carousel.schema,
  chatButton.schema,
  categoryCards.schema,
  videoClips.schema,
  gallery.schema,
  embeds.schema,
  showrooms.schema,
  showcase.schema,
]);

/** The section modules, in the union's order. */
export const sections: readonly SectionModule[] = [carousel, chatButton, categoryCards, videoClips, gallery, embeds, showrooms, showcase];

export { carouselSchema } from './carousel/section.ts';
export { embedSchema } from './embeds/section.ts';

export type HomeSectionConfig = z.output<typeof homeSectionSchema>;
export type HomeSectionType = HomeSectionConfig['type'];
/** The section of one type, e.g. `HomeSectionOf<'gallery'>`. */
export type HomeSectionOf<T extends HomeSectionType> = Extract<HomeSectionConfig, { type: T }>;

/** Every section type, in the union's order. */
export const sectionTypes = homeSectionSchema.options.map((s) => s.shape.type.value);

const referencesOf = new Map(sections.map((s) => [s.schema.shape.type.value, s.references]));

/** What one home section says about other entries, reported at `at` (e.g. ['home', 'sections', 3]). */
export function sectionReferences(section: HomeSectionConfig, at: PathSegment[], checks: ReferenceChecks): void {
  // The map is keyed by type, so the check always receives its own section type.
  (referencesOf.get(section.type) as ((s: HomeSectionConfig, a: PathSegment[], c: ReferenceChecks) => void) | undefined)?.(
    section,
    at,
    checks,
  );
}
