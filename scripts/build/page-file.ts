import type { HeadTag } from '../../src/site/head.ts';
import { routeList } from '../../src/site/route-table.ts';
import type { SiteCatalogue } from '../../src/catalogue/schema.ts';
import { headMarkup } from './head-markup.ts';
import { catalogueLanguage } from '../../src/domain/language-path.ts';

/** The file a route is written to: hosting with cleanUrls serves `/saree` from `saree.html`. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** A URL that no page can have (routes have no '~'): rendering it draws the catch-all, the not-found page. */
export const NOT_FOUND_PATH = '/~not-found';

/**
 * What the build renders and where it writes it: every route of the route list, the catch-all as 404.html
 * (another language's as <key>/404.html, under its prefix).
 */
export function pageFiles(catalogue: SiteCatalogue): { route: string; file: string }[] {
  const { prefix } = catalogueLanguage(catalogue);
  return routeList(catalogue).map(({ route }) =>
    route === '*' ? { route: `${prefix}${NOT_FOUND_PATH}`, file: pageFile(`${prefix}/404`) } : { route, file: pageFile(route) },
  );
}

/** Replaces one exact marker, failing loudly if the template lacks it (function replacers: no `$&` surprises). */
function replaceOnce(html: string, marker: string | RegExp, value: string): string {
  let found = false;
  const out = html.replace(marker, () => {
    found = true;
    return value;
  });
  if (!found) throw new Error(`the HTML template has no ${String(marker)}`);
  return out;
}

/** What the build knows of one page: its head tags, styles, markup and loader data. */
export interface PageParts {
  head: HeadTag[];
  /** The page's language tag, for <html lang>. */
  lang: string;
  styles: string;
  html: string;
  /** Loader data for hydration; without it the browser renders the page itself. */
  data?: string;
}

/**
 * A page's HTML: the built template with the page's head tags, styles, markup and
 * loader data. The page's tags take the place of the template's <title>, and the
 * template's site-wide description goes, so each page has exactly one of each.
 */
export function pageHtml(template: string, page: PageParts, dataId: string): string {
  // Each page its own language (the template has the default's).
  let html = replaceOnce(template, /<html(?: lang="[^"]*")?>/, `<html lang="${page.lang.replace(/[&<>"]/g, '')}">`);
  html = replaceOnce(html, /<meta name="description"[^>]*>\s*/, '');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, headMarkup(page.head));
  html = replaceOnce(html, '</head>', `${page.styles}</head>`);
  return replaceOnce(
    html,
    '<div id="root"></div>',
    page.data === undefined
      ? `<div id="root">${page.html}</div>`
      : `<div id="root">${page.html}</div><script type="application/json" id="${dataId}">${page.data}</script>`,
  );
}
