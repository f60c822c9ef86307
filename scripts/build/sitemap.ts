/**
 * sitemap.xml and robots.txt from the route table: a page added to the config is
 * in the sitemap at the next build. Routes are absolute on `site.url`; without it
 * there is no sitemap (search engines take absolute URLs only).
 */
import type { PageEntry } from '../../src/kinds/kind.ts';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The routes search engines may list: every page's but those its kind keeps from search (`noindex`). */
export const indexedRoutes = (pages: readonly PageEntry[]): string[] => pages.filter((p) => !p.noindex).map((p) => p.route);

/** One page's address in another language (or x-default), as the page's own head names it. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The sitemap of the given routes (the not-found page is none: it has no URL of its own). With `alternatesOf`
 * (a shop with `locales`), each page lists itself in every language (xhtml:link), as its head does.
 */
export function sitemapXml(siteUrl: string, routes: string[], alternatesOf?: (route: string) => Alternate[]): string {
  const urls = routes.map((route) => {
    const loc = `<loc>${escapeXml(new URL(route, `${siteUrl}/`).href)}</loc>`;
    const links = (alternatesOf?.(route) ?? []).map(
      (a) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
    );
    return links.length ? `  <url>${loc}${links.join('')}\n  </url>` : `  <url>${loc}</url>`;
  });
  const xhtml = alternatesOf ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** Every page may be crawled but those a kind keeps from search (and what is under them); the sitemap is named when there is one. */
export function robotsTxt(siteUrl: string | undefined, pages: readonly PageEntry[] = []): string {
  const disallowed = pages.filter((p) => p.noindex).map((p) => `Disallow: ${p.route}\n`);
  return `User-agent: *\nAllow: /\n${disallowed.join('')}${siteUrl ? `\nSitemap: ${siteUrl}/sitemap.xml\n` : ''}`;
}
