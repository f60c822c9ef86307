import { z } from 'zod';
import { id, text, wholeNumber } from '../config/schema/primitives.ts';
import { countryCode, currencyCode } from '../config/schema/locale.ts';
import { enquiriesSchema } from '../config/schema/enquiries.ts';
import { imagesSchema } from '../config/schema/images.ts';
import { rasterImage, siteUrl } from '../config/schema/seo.ts';
import { shopSchema } from '../config/schema/shop.ts';
import { textsSchema } from '../config/schema/texts.ts';
import { themeSchema } from '../config/schema/theme.ts';
import { appSchema, offlineSchema } from '../config/schema/offline.ts';
import { pageLink, showroomSchema } from '../config/schema/common.ts';
import { kinds } from '../kinds/index.ts';
import type { PageEntry } from '../kinds/kind.ts';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type KindShapes = UnionToIntersection<(typeof kinds)[number]['shape']>;

/** Each kind's slice of the schema, merged: the keys a kind owns are declared in its own folder. */
const kindShapes = Object.assign({}, ...kinds.map((k) => k.shape)) as KindShapes;

export const catalogueSchema = z.strictObject({
  site: z.strictObject({
    lang: text,
    // Prices are formatted for lang + currency; phones and postal codes are checked for the country.
    currency: currencyCode,
    country: countryCode,
    title: text,
    description: text,
    // Optional: without it there are no canonical links, absolute share pictures or sitemap.
    url: siteUrl.optional(),
    // The link-preview picture of every page that has no picture of its own.
    shareImage: rasterImage.optional(),
    // The shop's time zone as minutes from UTC (India: 330): the enquiries' daily cap restarts at its midnight.
    utcOffsetMinutes: wholeNumber(-720, 840).default(0),
    // Optional: without it the site has no web app manifest and does not offer to be installed.
    app: appSchema.optional(),
    offline: offlineSchema,
  }),
  theme: themeSchema,
  shop: shopSchema,
  texts: textsSchema,
  // Templates: {shop} is the shop name, {title} the product title.
  messages: z.strictObject({ shop: text, interested: text, product: text }),
  settings: z
    .strictObject({
      scrollTopAfterPx: wholeNumber(0, 10_000).default(100),
      zoomMargin: wholeNumber(0, 200).default(0),
      swipeThresholdPx: wholeNumber(1, 200).default(10),
      readTimeoutMs: wholeNumber(1000, 120_000).default(15_000),
      writeTimeoutMs: wholeNumber(1000, 120_000).default(20_000),
    })
    .prefault({}),
  // Optional: resized copies of the pictures (widths and URL rules); without it every picture is shown as uploaded.
  images: imagesSchema.optional(),
  // Folders beside this file (paths relative to it), read at build time only.
  files: z
    .strictObject({
      /** One `<collection-slug>.json` array of products per collection, used when no Firebase project is set. */
      demoData: z.string().min(1).optional(),
      /** Served at the site root: pictures, favicon. */
      public: z.string().min(1).default('public'),
    })
    .prefault({}),
  // Optional: a shop without an enquiry page or tab takes no enquiries (and the rules allow no writes).
  enquiries: enquiriesSchema.optional(),
  nav: z.strictObject({
    links: z.array(pageLink).min(1),
    // Without showroom pages or an enquiry page, the dropdown and the button are left out.
    showrooms: z.array(pageLink).default([]),
    cta: pageLink.optional(),
  }),
  footer: z.strictObject({
    showrooms: z.array(id).default([]),
    products: z.array(pageLink).default([]),
    quickLinks: z.array(pageLink).default([]),
  }),
  showrooms: z.array(showroomSchema).default([]),
  ...kindShapes,
});

/** The catalogue as written in the YAML, validated. */
export type CatalogueConfig = z.output<typeof catalogueSchema>;
/** The validated catalogue with its page index, as the site receives it. */
export type Catalogue = CatalogueConfig & { pages: PageEntry[] };
/** What only some pages read: each kind's own slice, and the enquiry form (see browser-catalogue.ts). */
export type PageOnlyKey = keyof KindShapes | 'enquiries';
/** The catalogue every page of the running site has (the main chunk's): no kind's entries, no build-time folders. */
export type SiteCatalogue = Omit<Catalogue, PageOnlyKey | 'files'>;

export type { ListConfig } from '../kinds/list/kind.ts';
export type { CategoryConfig } from '../kinds/category/kind.ts';
export type { ShowcaseConfig } from '../kinds/showcase/kind.ts';
export type { ShowroomPageConfig } from '../kinds/showroom/kind.ts';
export type { HomeConfig } from '../kinds/home/kind.ts';
export type { ContactConfig } from '../kinds/contact/kind.ts';
export type ShowroomConfig = Catalogue['showrooms'][number];
export type PageLinkConfig = Catalogue['nav']['links'][number];
export type { PageEntry };
