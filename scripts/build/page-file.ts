import type { HeadTag } from '../../src/site/head.ts';
import { routeList } from '../../src/site/route-table.ts';
import type { SiteCatalogue } from '../../src/catalogue/schema.ts';
import { headMarkup } from './head-markup.ts';

/** The file a route is written to: hosting with cleanUrls serves `/saree` from `saree.html`. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** A URL that no page can have (routes have no '~'): rendering it draws the catch-all, the not-found page. */
export const NOT_FOUND_PATH = '/~not-found';

/** What the build renders and where it writes it: every route of the route list, the catch-all as 404.html. */
export function pageFiles(catalogue: SiteCatalogue): { route: string; file: string }[] {
  return routeList(catalogue).map(({ route }) =>
    route === '*' ? { route: NOT_FOUND_PATH, file: '404.html' } : { route, file: pageFile(route) },
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
  let html = replaceOnce(template, /<meta name="description"[^>]*>\s*/, '');
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
