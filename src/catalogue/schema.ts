// The catalogue model's home: the assembled schema (config/schema pieces and each kind's slice) and the types
// every part of the site reads. React-free. A kind's own config type comes from its kind.ts; nothing is re-exported here.
import { z } from 'zod';
import { id, plainText, text, wholeNumber } from '../config/schema/primitives.ts';
import { localesSchema, siteDigits, siteLabel, siteLocale } from '../config/schema/languages.ts';
import { countryCode, currencyCode } from '../config/schema/locale.ts';
import { enquiriesSchema } from '../config/schema/enquiries.ts';
import { imagesSchema } from '../config/schema/images.ts';
import { rasterImage, siteUrl } from '../config/schema/seo.ts';
import { shopSchema } from '../config/schema/shop.ts';
import { textsSchema } from '../config/schema/texts.ts';
import { themeSchema } from '../config/schema/theme.ts';
import { appSchema, offlineSchema } from '../config/schema/offline.ts';
import { pageLink, showroomSchema } from '../config/schema/common.ts';
// Each kind's slice of the schema, merged: the keys a kind owns are declared in its own folder.
import { kindShapes, type kinds } from '../kinds/index.ts';
import type { PageEntry } from '../kinds/kind.ts';
import type { LocalizedText } from '../config/localized-text.ts';
import type { ShopLanguage } from '../domain/shop-languages.ts';

export const catalogueSchema = z.strictObject({
  site: z
    .strictObject({
      lang: plainText.describe('The language of the pages, e.g. "en-IN": prices are formatted for it and site.currency.'),
      // The default language's key in texts written per language, its switch label and digits: only for a shop with `locales`.
      locale: siteLocale.optional(),
      label: siteLabel.optional(),
      digits: siteDigits.optional(),
      // Prices are formatted for lang + currency; phones and postal codes are checked for the country.
      currency: currencyCode,
      country: countryCode,
      title: text.describe("The site's name: browser tabs, link previews and the installed app's name."),
      description: text.describe('What the shop is and sells, for search results and the link previews of pages without a description.'),
      // Optional: without it there are no canonical links, absolute share pictures or sitemap.
      url: siteUrl
        .optional()
        .describe(
          'The https:// address the site is published at, e.g. "https://shop.example": canonical links, link previews and sitemap.xml use it; without it there are none.',
        ),
      // The link-preview picture of every page that has no picture of its own.
      shareImage: rasterImage
        .optional()
        .describe(
          'The link-preview picture of pages without one of their own: .jpg, .png or .webp (chat apps show no SVG), 1200x630 is best.',
        ),
      // The shop's time zone as minutes from UTC (India: 330): the enquiries' daily cap restarts at its midnight.
      utcOffsetMinutes: wholeNumber(-720, 840)
        .default(0)
        .describe(
          "The shop's time zone as minutes from UTC (India: 330): the enquiries' daily cap (enquiries.dailyLimit) starts again at its midnight.",
        ),
      // Optional: without it the site has no web app manifest and does not offer to be installed.
      app: appSchema
        .optional()
        .describe(
          "The site installed on a phone's home screen; its name and colours are site.title and the theme's. Without it the site does not offer to be installed.",
        ),
      offline: offlineSchema,
    })
    .describe('The site as a whole: language, money, country, title, address.'),
  // Optional: without it the shop has one language, site.lang.
  locales: localesSchema.optional(),
  theme: themeSchema.describe(
    'The look of the site. Colours are "#rrggbb"; check-config rejects text below 4.5:1 contrast on what it sits on.',
  ),
  shop: shopSchema.describe('The shop: name, phones, chat, e-mail, social links and the footer lines.'),
  texts: textsSchema.describe('The words the site shows that belong to no single page: navigation, lists, the form, messages, errors.'),
  // Templates: {shop} is the shop name, {title} the product title.
  messages: z
    .strictObject({
      shop: text.describe(
        "The message of the chat button and the contact page's chat link: {shop} is shop.name, {url} the site's address.",
      ),
      interested: text.describe('The message of a showcase card when its showcase has no message of its own.'),
      product: text.describe(
        "The message of a product card's chat link: {title} is the product's title, {shop} shop.name, {url} the product's link (empty without site.url).",
      ),
    })
    .describe('The messages chat links start with, for the visitor to send.'),
  settings: z
    .strictObject({
      scrollTopAfterPx: wholeNumber(0, 10_000)
        .default(100)
        .describe('How far (px) a visitor scrolls down before the back-to-top button shows.'),
      zoomMargin: wholeNumber(0, 200).default(0).describe('The space (px) around a picture shown full screen.'),
      swipeThresholdPx: wholeNumber(1, 200).default(10).describe('How far (px) a swipe must move to close a full-screen picture.'),
      readTimeoutMs: wholeNumber(1000, 120_000)
        .default(15_000)
        .describe("How long (ms) reading a list's products may take before texts.list.loadFailed shows."),
      writeTimeoutMs: wholeNumber(1000, 120_000)
        .default(20_000)
        .describe('How long (ms) storing an enquiry may take before texts.enquiry.failure shows.'),
    })
    .prefault({})
    .describe('Fine tuning of how the site behaves; every key has a default.'),
  // Optional: resized copies of the pictures (widths and URL rules); without it every picture is shown as uploaded.
  images: imagesSchema
    .optional()
    .describe('Resized copies of the pictures (widths and URL rules); without it every picture is shown as uploaded.'),
  // Folders beside this file (paths relative to it), read at build time only.
  files: z
    .strictObject({
      /** One `<collection-slug>.json` array of products per collection, used when no Firebase project is set. */
      demoData: z
        .string()
        .min(1)
        .optional()
        .describe('A folder of one <collection>.json list of products per collection, shown when the site runs without Firebase.'),
      /** Served at the site root: pictures, favicon. */
      public: z.string().min(1).default('public').describe('The folder of pictures and icons served at the site root.'),
    })
    .prefault({})
    .describe('Folders beside this file (paths relative to it), read when the site is built.'),
  // Optional: a shop without an enquiry page or tab takes no enquiries (and the rules allow no writes).
  enquiries: enquiriesSchema
    .optional()
    .describe('Where enquiries are stored and what the form asks; without it (and the enquiry page and tab) the shop takes no enquiries.'),
  nav: z
    .strictObject({
      links: z.array(pageLink).min(1).describe("The menu's links, in order: page ids, or { to, label }."),
      // Without showroom pages or an enquiry page, the dropdown and the button are left out.
      showrooms: z
        .array(pageLink)
        .default([])
        .describe('The links of the showrooms dropdown (texts.nav.showrooms); without any, no dropdown.'),
      cta: pageLink.optional().describe('The call-to-action button, e.g. the enquiry page; without it, no button.'),
    })
    .describe('The navigation bar at the top of every page.'),
  footer: z
    .strictObject({
      showrooms: z.array(id).default([]).describe('The ids of the showrooms whose addresses the footer lists.'),
      products: z.array(pageLink).default([]).describe("The products column's links."),
      quickLinks: z.array(pageLink).default([]).describe("The quick links column's links."),
    })
    .describe("The footer's columns."),
  showrooms: z
    .array(showroomSchema)
    .default([])
    .describe(
      "The shop's showrooms: address, phone, maps and hours, shown by showroom pages, contact tabs, the footer and the offline page.",
    ),
  ...kindShapes,
});

type Kind = (typeof kinds)[number];
/** The name of a page kind declared in the YAML, from the kinds list. */
export type KindName = Kind['name'];
/** The pages the engine adds to every shop, with no YAML of their own: their entries are texts. */
export type EnginePageKind = 'offline' | 'not-found';
/** The kind of any page of the site. */
export type PageKind = KindName | EnginePageKind;
/** One page of the site, its `kind` one of the kinds' names: `page.kind === 'contact'` is checked against the kinds list. */
export type SitePage = { [K in PageKind]: PageEntry<K> }[PageKind];

/** The catalogue as written in the YAML, validated. */
export type CatalogueConfig = z.output<typeof catalogueSchema>;
/** The validated catalogue with its page index, as the site receives it. */
export type Catalogue = CatalogueConfig & {
  pages: { [K in KindName]: PageEntry<K> }[KindName][];
  /** The country calling code of `site.country` (e.g. "91"), worked out at build time: phones get no country tables. */
  callingCode: string;
  /**
   * Only in a shop with `locales`: every visitor text the YAML writes per language, by its path. Every other
   * key holds the default language's text; `catalogueIn` (build-time/catalogue-in.ts) gives one language's
   * catalogue, without this key, which is what a page may ship.
   */
  translations?: LocalizedText[];
  /** Only in a shop with `locales`: the key of the language this catalogue's texts and addresses are in (languageCatalogue). */
  language?: string;
  /**
   * Only in a shop with `locales`: the shop's languages, worked out at build time (languageCatalogue), so a page
   * needs no Intl names of its own (Node's and a phone's could differ) and its site.lang may be its own language's.
   */
  languages?: ShopLanguage[];
};
/** What only some pages read: each kind's own slice, and the enquiry form (see browser-catalogue.ts). */
export type PageOnlyKey = keyof typeof kindShapes | 'enquiries';
/**
 * What no browser of any shop may see, whatever its kinds: the folders read at build time. A kind adds its
 * own (`buildOnly`: the owner kind's `owners`, whose addresses only firestore.rules holds).
 */
export const ENGINE_BUILD_ONLY_KEYS = ['files'] as const satisfies readonly (keyof CatalogueConfig)[];
type EngineBuildOnlyKey = (typeof ENGINE_BUILD_ONLY_KEYS)[number];
// The engine's with each kind's: they are build-only in every catalogue.
type BuildOnlyOf<D> = D extends { buildOnly?: readonly (infer Key)[] } ? Key | EngineBuildOnlyKey : EngineBuildOnlyKey;
/** What no browser may see: the engine's build-only keys (ENGINE_BUILD_ONLY_KEYS), and each kind's. */
export type BuildOnlyKey = Extract<BuildOnlyOf<Kind>, keyof CatalogueConfig>;
/** The catalogue every page of the running site has (the main chunk's): no kind's entries, nothing build-only. */
export type SiteCatalogue = Omit<Catalogue, PageOnlyKey | BuildOnlyKey | 'translations'>;

type KindNamed<K> = Extract<Kind, { name: K }>;
type ReadsOf<D> = D extends { reads?: readonly (infer Key)[] } ? Key : never;
/** The keys a page of kind `K` brings beyond the site's: its kind's own slice and what its kind `reads`. */
// An engine page has no kind definition (`keyof never` would be every key): it brings nothing.
export type PagePartKey<K extends PageKind> = K extends KindName
  ? Exclude<(keyof KindNamed<K>['shape'] | ReadsOf<KindNamed<K>>) & keyof CatalogueConfig, BuildOnlyKey>
  : never;
/**
 * What a page of kind `K` brings with its route chunk (nothing for the engine's pages); in a shop with `locales`,
 * the `translations` of the texts its kind needs in every language (`everyLanguage`), if any.
 */
export type PagePart<K extends PageKind> = Pick<CatalogueConfig, PagePartKey<K>> &
  (K extends KindName ? Pick<Catalogue, 'translations'> : unknown);
/** The catalogue a page of kind `K` draws from: the site's, and its kind's part. Reading any other key does not compile. */
export type PageCatalogue<K extends PageKind> = SiteCatalogue & PagePart<K>;
/** Any page's catalogue, as a renderer shared by several kinds sees it: a page-only key is there when the page's kind reads it. */
export type AnyPageCatalogue = SiteCatalogue & Partial<Pick<CatalogueConfig, ShippedPageKey>>;
/** A page-only key that some page's chunk may bring: not a build-only one. */
export type ShippedPageKey = Exclude<PageOnlyKey, BuildOnlyKey>;
export type ShowroomConfig = Catalogue['showrooms'][number];
export type PageLinkConfig = Catalogue['nav']['links'][number];
