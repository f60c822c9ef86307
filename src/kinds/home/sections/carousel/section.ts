import { z } from 'zod';
import type { PathSegment } from '../../../../config/errors.ts';
import { id, image, text, wholeNumber } from '../../../../config/schema/primitives.ts';
import type { ReferenceChecks } from '../../../kind.ts';
import type { SectionReferences } from '../module.ts';

const interval = wholeNumber(500, 600_000);

/** A carousel's own keys, shared by the `carousel` section and the showroom photos. */
export const carouselSchema = z.strictObject({
  label: text,
  intervalMs: interval.default(3000),
  fadeMs: wholeNumber(0, 5000).default(300),
  slides: z.array(z.strictObject({ image, intervalMs: interval.optional(), to: id.optional() })).min(1, { error: 'at least 1 slide' }),
});

export type CarouselConfig = z.output<typeof carouselSchema>;

/** A carousel's slides may link to pages. */
export const carouselReferences = (carousel: CarouselConfig | undefined, at: PathSegment[], checks: ReferenceChecks) =>
  carousel?.slides.forEach((s, i) => checks.refer([...at, 'slides', i, 'to'], s.to, 'page'));

export const schema = z
  .strictObject({
    type: z.literal('carousel'),
    ...carouselSchema.shape,
    width: z.enum(['full', 'narrow']).default('full'),
  })
  .describe(
    'Slides that fade one into the next (label, intervalMs, fadeMs, slides; a slide may link to a page with `to`). ' +
      '`width: narrow` keeps it in a centred 640px box. When it is the first section, its first picture loads at once.',
  );

export const references: SectionReferences<typeof schema> = carouselReferences;
