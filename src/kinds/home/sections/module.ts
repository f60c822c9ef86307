import type { z } from 'zod';
import type { PathSegment } from '../../../config/errors.ts';
import type { ReferenceChecks } from '../../kind.ts';

/** What a section of this schema says about other entries, reported at `at` (e.g. ['home', 'sections', 3]). */
export type SectionReferences<Schema extends z.ZodType> = (section: z.output<Schema>, at: PathSegment[], checks: ReferenceChecks) => void;

/**
 * The config side of one home section type, `sections/<type>/section.ts` (React-free; its
 * component is `sections/<type>/Section.tsx`): `schema`, a `z.strictObject` whose first key is
 * `type: z.literal('<type>')` and whose `.describe()` is what editors show, and `references`
 * when the section names other entries.
 */
export interface SectionModule {
  schema: z.ZodObject<{ type: z.ZodLiteral<string> }, z.core.$strict>;
  references?: SectionReferences<never>;
}
