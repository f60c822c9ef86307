import { z } from 'zod';
import { embedUrl, id, image, linkUrl, phone, route, text } from './primitives.ts';
import { postalCode } from './locale.ts';
import { geo, openingHours, storeType } from './store.ts';

/** A card on a category or home page; without `to` it is shown but links nowhere. */
export const card = z.strictObject({
  title: text.describe("The card's title."),
  tagline: text.optional().describe('A line under the title.'),
  image: image.describe("The card's picture."),
  to: id.optional().describe('The id of the page the card opens; without it the card links nowhere.'),
});

/** A link to any page by id; without `to` it is plain text (e.g. 'Career'). */
export const pageLink = z.union(
  [
    id,
    z.strictObject({
      to: id.optional().describe('The id of the page linked to; without it the label is plain text (e.g. "Career").'),
      label: text.describe('The words shown.'),
    }),
  ],
  {
    error: 'a page id, or { to: <page id>, label: <text> }',
  },
);

/** What every routable entry has: the page kinds spread this into their own schema. */
export const pageBase = {
  id: id.describe("The page's id, by which menus, cards and links name it: lower-case letters, digits and dashes, unique in the file."),
  title: text.describe("The page's title: the browser tab, the breadcrumb and search results."),
  route: route.describe('The page\'s address on the site, e.g. "/saree".'),
  description: text.optional().describe('For search results and link previews; without it the page has site.description.'),
};

export const mapSchema = z.strictObject({
  title: text.describe("The map's title, read out by screen readers."),
  embed: embedUrl.describe('The https:// address of the map to show in a frame (e.g. Google Maps\' "Embed a map" link).'),
  poster: image.describe('The picture shown in place of the map until the visitor loads it.'),
});

export const showroomSchema = z.strictObject({
  id: id.describe("The showroom's id, by which showroom pages, contact tabs, the footer and home sections name it."),
  name: text.describe("The showroom's name."),
  address: z.array(text).min(1, { error: 'at least 1 address line' }).describe('The postal address, one line per item.'),
  // The key keeps its old name; the code is checked against site.country.
  pin: postalCode.describe("The showroom's postal code (PIN), in quotes; it must be one of site.country."),
  phone: phone.describe('The showroom\'s phone number, with the country code, e.g. "+91 00000 00011".'),
  directions: linkUrl.describe('A link to directions to the showroom, e.g. a Google Maps directions URL.'),
  maps: z.array(mapSchema).min(1, { error: 'at least 1 map' }).describe('Maps of the showroom, for its showroom pages and contact tab.'),
  photo: image.describe('A photo of the showroom, e.g. its front.'),
  // For search engines (schema.org structured data); `pin` is the store's postal code.
  storeType,
  geo: geo.optional(),
  openingHours,
});
