import { z } from 'zod';
import { image } from './primitives.ts';
import { isRaster } from '../../domain/raster.ts';

/**
 * The site's public address: canonical links, link previews and the sitemap are
 * built on it. An origin only (the site is served from its root), https only,
 * written with or without the trailing slash.
 */
export const siteUrl = z
  .string({ error: 'the https:// address of the site, such as "https://shop.example"' })
  .regex(/^https:\/\//i, { error: 'an https:// address (http:// is not accepted: browsers and chat apps warn on it)', abort: true })
  .regex(/^https:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](:\d{1,5})?\/?$/i, {
    error: 'the address of the site only, such as "https://shop.example": no path, query or anything after the host',
  })
  .transform((url) => url.replace(/\/$/, '').toLowerCase())
  .describe('The https:// address the site is published at, e.g. "https://shop.example".');

// Chat apps and social sites show no SVG in link previews: a share picture must be a photo format.
// A check on `image` rather than a new `src` key: the picture stays the one image type the site reads.
export const rasterImage = image.refine((picture) => isRaster(picture.src), {
  path: ['src'],
  error: 'a .jpg, .jpeg, .png or .webp picture (link previews in chat apps do not show SVG)',
});
