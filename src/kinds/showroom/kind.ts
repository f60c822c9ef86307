import { z } from 'zod';
import { id, image, text } from '../../config/schema/primitives.ts';
import { pageBase } from '../../config/schema/common.ts';
import { defineKind, pageEntry } from '../kind.ts';

export const panelContent = z.enum(['address', 'phone', 'directions', 'maps', 'contact'], {
  error: 'one of "address", "phone", "directions", "maps", "contact"',
});

export const showroomPageSchema = z.strictObject({
  ...pageBase,
  showroom: id,
  heading: text,
  photo: image.optional(),
  panels: z.array(z.strictObject({ heading: text, show: z.array(panelContent).min(1) })).min(1, { error: 'at least 1 panel' }),
  photos: z.array(image).default([]),
  photosHeading: text,
  mapHeading: text,
});

export type ShowroomPageConfig = z.output<typeof showroomPageSchema>;

/** Showroom pages: one showroom's photo, details panels, photos and map. */
export const showroomKind = defineKind({
  name: 'showroom',
  shape: { showroomPages: z.array(showroomPageSchema).default([]) },
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
