import type { Catalogue } from '../build-time/schema';

/**
 * A page path or picture as an absolute URL on the site's address (`site.url`),
 * as canonical links, link previews and sitemaps need it. An https:// picture
 * is already absolute; anything else has none without `site.url`.
 */
export function absoluteUrl(catalogue: Pick<Catalogue, 'site'>, pathOrUrl: string): string | undefined {
  if (/^https?:\/\//i.test(pathOrUrl)) return new URL(pathOrUrl).href;
  const base = catalogue.site.url;
  return base === undefined ? undefined : new URL(pathOrUrl, `${base}/`).href;
}
