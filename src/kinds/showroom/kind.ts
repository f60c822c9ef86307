import { z } from 'zod';
import { id, image, text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const panelContent = z.enum(['address', 'phone', 'directions', 'maps', 'contact'], {
  error: 'one of "address", "phone", "directions", "maps", "contact"',
});

export const showroomPageSchema = z.strictObject({
  ...pageBase,
  showroom: id.describe('The id of the showroom (from showrooms) the page is about.'),
  heading: text.describe("The page's main heading."),
  photo: image.optional().describe("The picture at the top of the page; without it, the showroom's photo."),
  panels: z
    .array(
      z.strictObject({
        heading: text.describe("The panel's heading."),
        show: z
          .array(panelContent)
          .min(1)
          .describe("What it shows: the showroom's address, phone, directions, maps, or contact (a link to the contact page)."),
      }),
    )
    .min(1, { error: 'at least 1 panel' })
    .describe("The panels of the showroom's details, in order."),
  photos: z.array(image).default([]).describe('Photos of the showroom, shown under photosHeading; without any, none.'),
  photosHeading: text.describe('The heading above the photos.'),
  mapHeading: text.describe('The heading above the map.'),
});

export type ShowroomPageConfig = z.output<typeof showroomPageSchema>;

/** Showroom pages: one showroom's photo, details panels, photos and map. */
export const showroomKind = defineKind({
  name: 'showroom',
  // The shop's phones and addresses, with no signal.
  keptAtInstall: true,
  shape: {
    showroomPages: z
      .array(showroomPageSchema)
      .default([])
      .describe('Pages for one showroom each: its photo, details panels, photos and map.'),
  },
  entries: ({ showroomPages }) => showroomPages.map((p, i) => pageEntry('showroom', p, ['showroomPages', i])),
  references({ showroomPages }, checks) {
    showroomPages.forEach((p, i) => {
      checks.refer(['showroomPages', i, 'showroom'], p.showroom, 'showroom');
      p.panels.forEach((panel, j) => {
        const k = panel.show.indexOf('contact');
        if (k >= 0) checks.requires(['showroomPages', i, 'panels', j, 'show', k], 'contact');
      });
    });
  },
});
