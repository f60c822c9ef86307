import { z } from 'zod';
import { id, text, wholeNumber } from './primitives.ts';
import { shopSchema } from './shop.ts';
import { textsSchema } from './texts.ts';
import {
  categorySchema,
  contactSchema,
  enquiryPageSchema,
  homeSchema,
  listSchema,
  pageLink,
  showcaseSchema,
  showroomPageSchema,
  showroomSchema,
} from './pages.ts';

export const catalogueSchema = z.strictObject({
  site: z.strictObject({
    lang: text,
    title: text,
    description: text,
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'a colour like "#7a1f3d"' }),
  }),
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
  enquiries: z.strictObject({ collection: text, status: text }),
  nav: z.strictObject({
    links: z.array(pageLink).min(1),
    showrooms: z.array(pageLink).min(1),
    cta: pageLink,
  }),
  footer: z.strictObject({
    showrooms: z.array(id).min(1),
    products: z.array(pageLink),
    quickLinks: z.array(pageLink),
  }),
  home: homeSchema,
  showrooms: z.array(showroomSchema).min(1),
  showroomPages: z.array(showroomPageSchema),
  categories: z.array(categorySchema).min(1),
  lists: z.array(listSchema),
  showcases: z.array(showcaseSchema).default([]),
  contact: contactSchema,
  enquiry: enquiryPageSchema,
});

export type Catalogue = z.output<typeof catalogueSchema>;
export type ListConfig = Catalogue['lists'][number];
export type CategoryConfig = Catalogue['categories'][number];
export type ShowcaseConfig = Catalogue['showcases'][number];
export type ShowroomConfig = Catalogue['showrooms'][number];
export type ShowroomPageConfig = Catalogue['showroomPages'][number];
export type HomeConfig = Catalogue['home'];
export type ContactConfig = Catalogue['contact'];
export type CarouselConfig = HomeConfig['hero'];
export type PageLinkConfig = Catalogue['nav']['cta'];
