import { z } from 'zod';
import { embedUrl, id, image, linkUrl, phone, route, text } from './primitives.ts';
import { postalCode } from './locale.ts';
import { geo, openingHours, storeType } from './store.ts';

/** A card on a category or home page; without `to` it is shown but links nowhere. */
export const card = z.strictObject({
  title: text,
  tagline: text.optional(),
  image,
  to: id.optional(),
});

/** A link to any page by id; without `to` it is plain text (e.g. 'Career'). */
export const pageLink = z.union([id, z.strictObject({ to: id.optional(), label: text })], {
  error: 'a page id, or { to: <page id>, label: <text> }',
});

/** What every routable entry has: the page kinds spread this into their own schema. */
export const pageBase = {
  id,
  title: text,
  route,
  // For search results and link previews; without it the page has site.description.
  description: text.optional(),
};

export const mapSchema = z.strictObject({ title: text, embed: embedUrl, poster: image });

export const showroomSchema = z.strictObject({
  id,
  name: text,
  address: z.array(text).min(1, { error: 'at least 1 address line' }),
  // The key keeps its old name; the code is checked against site.country.
  pin: postalCode,
  phone,
  directions: linkUrl,
  maps: z.array(mapSchema).min(1, { error: 'at least 1 map' }),
  photo: image,
  // For search engines (schema.org structured data); `pin` is the store's postal code.
  storeType,
  geo: geo.optional(),
  openingHours,
});
