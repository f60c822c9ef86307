import type { Img } from '../components/types';
import { isRaster } from '../domain/raster';
import type { SiteCatalogue } from '../catalogue/schema';
import type { PageEntry } from '../kinds/kind';
import { absoluteUrl } from './paths';
import { OFFLINE_KIND } from './route-table';
import { splitPrefix, underPrefix } from '../domain/language-path';

/** The document title of a page: 'Saree | Shop name', or the site title alone on the home page. */
export function documentTitle(catalogue: SiteCatalogue, page: PageEntry): string {
  const { title } = page;
  const site = catalogue.site.title;
  return title === site ? site : `${title}${catalogue.texts.siteTitleSeparator}${site}`;
}

/** One element of a page's <head>, as data: the build writes it as HTML, the browser sets it in place. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  /** The same page in one of the shop's languages (`hreflang` its tag, or x-default): a shop with `locales` only. */
  | { tag: 'link'; rel: 'alternate'; hreflang: string; href: string };

/** `en-IN` as Open Graph writes a locale: `en_IN`. */
export const ogLocale = (lang: string) => lang.replace(/-/g, '_');

/**
 * Everything a page says about itself in <head>: title, description, canonical
 * link, Open Graph and Twitter card tags, from the config and `own`, the page's
 * own picture as its page module gives it (a list's first product, a category's
 * card, a showroom's photo). The one source for the pre-rendered HTML and for
 * the browser after client-side navigation.
 */
export function pageHead(catalogue: SiteCatalogue, page: PageEntry, own?: Img): HeadTag[] {
  const { site } = catalogue;
  const title = documentTitle(catalogue, page);
  const description = page.description ?? site.description;
  // The catch-all answers every unknown path, the offline page any page not kept: no address of their own, not for
  // search results; nor are the pages a kind keeps from search (its `noindex`).
  const missing = page.route === '*' || page.kind === OFFLINE_KIND || page.noindex === true;
  const url = missing ? undefined : absoluteUrl(catalogue, page.route);
  // Chat apps show only photo formats in link previews: else the site's share picture.
  const image = own && isRaster(own.src) ? own : site.shareImage;
  const imageUrl = image && absoluteUrl(catalogue, image.src);

  const name = (key: string, content: string): HeadTag => ({ tag: 'meta', attr: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ tag: 'meta', attr: 'property', key, content });
  return [
    { tag: 'title', text: title },
    name('description', description),
    ...(url ? [{ tag: 'link', rel: 'canonical', href: url } as const, ...alternates(catalogue, page.route)] : []),
    ...(missing ? [name('robots', 'noindex')] : []),
    property('og:type', 'website'),
    property('og:site_name', site.title),
    property('og:title', title),
    property('og:description', description),
    ...(url ? [property('og:url', url)] : []),
    property('og:locale', ogLocale(site.lang)),
    ...(image && imageUrl
      ? [
          property('og:image', imageUrl),
          ...(image.alt ? [property('og:image:alt', image.alt)] : []),
          ...(image.width ? [property('og:image:width', String(image.width))] : []),
          ...(image.height ? [property('og:image:height', String(image.height))] : []),
        ]
      : []),
    name('twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    name('twitter:title', title),
    name('twitter:description', description),
  ];
}

/**
 * The page in each of the shop's languages, and x-default (the default language's), as absolute addresses: the
 * same list on every language's page, so each names the others and itself. None for a shop of one language.
 */
export function alternates(catalogue: SiteCatalogue, route: string): HeadTag[] {
  const { languages } = catalogue;
  if (!languages) return [];
  const { path } = splitPrefix(
    route,
    languages.map((l) => l.prefix),
  );
  const at = (prefix: string) => absoluteUrl(catalogue, underPrefix(path, prefix));
  return [...languages.map((l) => ({ hreflang: l.lang, prefix: l.prefix })), { hreflang: 'x-default', prefix: '' }].flatMap(
    ({ hreflang, prefix }) => {
      const href = at(prefix);
      return href ? [{ tag: 'link', rel: 'alternate', hreflang, href } as const] : [];
    },
  );
}

/** The same, as addresses by language tag: the sitemap's xhtml:links. */
export const pageAlternates = (catalogue: SiteCatalogue, route: string): { hreflang: string; href: string }[] =>
  alternates(catalogue, route).flatMap((tag) =>
    tag.tag === 'link' && tag.rel === 'alternate' ? [{ hreflang: tag.hreflang, href: tag.href }] : [],
  );
