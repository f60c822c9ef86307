import { z } from 'zod';
import { text, wholeNumber } from './primitives.ts';

const entries = wholeNumber(1, 10_000);
const days = wholeNumber(1, 365);

const offlineOn = z.strictObject({
  // Pages the visitor opened (their HTML). Their scripts and styles are kept at least as long, so a kept page never loses them.
  pages: z
    .strictObject({
      maxEntries: entries.default(60).describe('How many pages are kept at most.'),
      maxAgeDays: days.default(30).describe('For how many days a page is kept.'),
    })
    .prefault({})
    .describe('The pages a visitor opened, kept on the phone.'),
  // Product photos and their resized copies, kept as they are shown: never the whole photo set.
  photos: z
    .strictObject({
      maxEntries: entries.default(300).describe('How many photos are kept at most.'),
      maxAgeDays: days.default(30).describe('For how many days a photo is kept.'),
    })
    .prefault({})
    .describe('The product photos a visitor saw, kept on the phone (never the whole photo set).'),
});

/**
 * Offline support: a service worker keeps the pages a visitor opened, the contact and showroom
 * pages, and the photos shown. `false` switches it off (and removes a worker visitors already have);
 * `true` or an object switches it on, the object's numbers overriding the defaults.
 */
export const offlineSchema = z
  .union([z.boolean(), offlineOn], { error: 'true, false or { pages: { maxEntries, maxAgeDays }, photos: { maxEntries, maxAgeDays } }' })
  .default(true)
  .transform((value) => (value === false ? false : offlineOn.parse(value === true ? {} : value)))
  .describe(
    'Offline support: false switches it off; { pages: { maxEntries, maxAgeDays }, photos: { maxEntries, maxAgeDays } } sets what is kept.',
  );

/**
 * The site installed on a phone's home screen (web app manifest): the short name under the icon, and the
 * picture in `files.public` the build makes the icons from (square, at least 512 px; SVG is best).
 * Its name is site.title; its colours are theme.brand and theme.background.
 */
export const appSchema = z.strictObject({
  shortName: text
    .max(24, { error: 'a short name of at most 24 characters (home screens cut longer ones)' })
    .describe("The name under the icon on a phone's home screen, at most 24 characters."),
  icon: z
    .string({ error: 'a site-relative path to a square picture, such as "/icon.svg"' })
    .regex(/^\/(?![/\\])[^\s\\]+\.(svg|png|webp|jpe?g)$/i, {
      error: 'a site-relative path ("/icon.svg") to an .svg, .png, .webp or .jpg picture in files.public',
    })
    .describe('The square picture in files.public the icons are made from (at least 512 px; SVG is best), e.g. "/icon.svg".'),
});
