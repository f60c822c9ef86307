import { z } from 'zod';
import type { PathSegment } from '../../../../config/errors.ts';
import { id, image, text, wholeNumber } from '../../../../config/schema/primitives.ts';
import type { ReferenceChecks } from '../../../kind.ts';
import type { SectionReferences } from '../module.ts';

const interval = wholeNumber(500, 600_000);

/** A carousel's own keys, shared by the `carousel` section and the showroom photos. */
export const carouselSchema = z.strictObject({
  label: text.describe("The carousel's name, read out by screen readers."),
  intervalMs: interval.default(3000).describe('How long (ms) each slide shows.'),
  fadeMs: wholeNumber(0, 5000).default(300).describe('How long (ms) a slide takes to fade into the next.'),
  slides: z
    .array(
      z.strictObject({
        image: image.describe("The slide's picture."),
        intervalMs: interval.optional().describe('How long (ms) this slide shows, instead of intervalMs.'),
        to: id.optional().describe('The id of the page the slide links to.'),
      }),
    )
    .min(1, { error: 'at least 1 slide' })
    .describe('The slides, in order.'),
});

export type CarouselConfig = z.output<typeof carouselSchema>;

/** A carousel's slides may link to pages. */
export const carouselReferences = (carousel: CarouselConfig | undefined, at: PathSegment[], checks: ReferenceChecks) =>
  carousel?.slides.forEach((s, i) => checks.refer([...at, 'slides', i, 'to'], s.to, 'page'));

export const schema = z
  .strictObject({
    type: z.literal('carousel'),
    ...carouselSchema.shape,
    width: z.enum(['full', 'narrow']).default('full').describe("full: the page's width; narrow: a centred 640px box."),
  })
  .describe(
    'Slides that fade one into the next (label, intervalMs, fadeMs, slides; a slide may link to a page with `to`). ' +
      '`width: narrow` keeps it in a centred 640px box. When it is the first section, its first picture loads at once.',
  );

export const references: SectionReferences<typeof schema> = carouselReferences;
