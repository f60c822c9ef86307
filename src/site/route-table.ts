import type { Catalogue, SiteCatalogue } from '../catalogue/schema';
import type { PageEntry } from '../kinds/kind';

/**
 * The not-found page as a page entry like any other: its entry is `texts.notFound`, and its
 * route is the catch-all, which answers every unknown path and so has no address of its own.
 */
export const notFoundEntry = (catalogue: SiteCatalogue): PageEntry => ({
  kind: 'not-found',
  id: 'not-found',
  route: '*',
  title: catalogue.texts.notFound.title,
  source: ['texts', 'notFound'],
});

/** Where the offline page is: no page route has a '~', so no shop's page can take this address. */
export const OFFLINE_ROUTE = '/~offline';
/** The offline page's kind (its page module is src/kinds/offline/page.tsx): not declared in the YAML. */
export const OFFLINE_KIND = 'offline';

/**
 * The offline page (with site.offline on): its entry is `texts.offline`. The service worker shows it for
 * a page the phone has not kept, asked for with no connection. Not in the menu, the sitemap or search results.
 */
export const offlineEntry = (catalogue: SiteCatalogue): PageEntry => ({
  kind: OFFLINE_KIND,
  id: OFFLINE_KIND,
  route: OFFLINE_ROUTE,
  title: catalogue.texts.offline.title,
  source: ['texts', 'offline'],
});

/** The route list, from config alone: every page, the offline page, then the catch-all. The router, the build and the checks all read it. */
export function routeList(catalogue: SiteCatalogue): PageEntry[] {
  return [...catalogue.pages, ...(catalogue.site.offline ? [offlineEntry(catalogue)] : []), notFoundEntry(catalogue)];
}

/** The config entry a page was indexed from, read from where the YAML declares it. */
export function entryOf(catalogue: Catalogue, page: PageEntry): unknown {
  return page.source.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], catalogue);
}
