import { z } from 'zod';
import { id, text, wholeNumber } from '../../config/schema/primitives.ts';
import { shopSchema } from '../../config/schema/shop.ts';
import { textsSchema } from '../../config/schema/texts.ts';
import { pageLink, showroomSchema } from '../../config/schema/common.ts';
import { kinds } from '../index.ts';
import type { PageEntry } from '../kind.ts';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type KindShapes = UnionToIntersection<(typeof kinds)[number]['shape']>;

/** Each kind's slice of the schema, merged: the keys a kind owns are declared in its own folder. */
const kindShapes = Object.assign({}, ...kinds.map((k) => k.shape)) as KindShapes;

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
  showrooms: z.array(showroomSchema).min(1),
  ...kindShapes,
});

/** The catalogue as written in the YAML, validated. */
export type CatalogueConfig = z.output<typeof catalogueSchema>;
/** The validated catalogue with its page index, as the site receives it. */
export type Catalogue = CatalogueConfig & { pages: PageEntry[] };

export type { ListConfig } from '../list/kind.ts';
export type { CategoryConfig } from '../category/kind.ts';
export type { ShowcaseConfig } from '../showcase/kind.ts';
export type { ShowroomPageConfig } from '../showroom/kind.ts';
export type { HomeConfig, CarouselConfig } from '../home/kind.ts';
export type { ContactConfig } from '../contact/kind.ts';
export type ShowroomConfig = Catalogue['showrooms'][number];
export type PageLinkConfig = Catalogue['nav']['cta'];
export type { PageEntry };
