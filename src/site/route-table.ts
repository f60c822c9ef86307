import type { EnginePageKind, SiteCatalogue, SitePage } from '../catalogue/schema';
import type { PageEntry } from '../kinds/kind';
import { catalogueLanguage, underPrefix } from '../domain/language-path.ts';

/**
 * The not-found page as a page entry like any other: its entry is `texts.notFound`, and its
 * route is the catch-all, which answers every unknown path and so has no address of its own.
 */
export const notFoundEntry = (catalogue: SiteCatalogue): PageEntry<'not-found'> => ({
  kind: 'not-found',
  id: 'not-found',
  route: '*',
  title: catalogue.texts.notFound.title,
  source: ['texts', 'notFound'],
});

/** Where the offline page is: no page route has a '~', so no shop's page can take this address. */
export const OFFLINE_ROUTE = '/~offline';
/** The offline page of the catalogue's language: OFFLINE_ROUTE under its prefix ("/bn/~offline"). */
export const offlineRoute = (catalogue: SiteCatalogue): string => underPrefix(OFFLINE_ROUTE, catalogueLanguage(catalogue).prefix);

/** The offline page's kind (its page module is src/kinds/offline/page.tsx): not declared in the YAML. */
export const OFFLINE_KIND = 'offline';
/** The pages the engine adds to every shop: no YAML of their own, so no catalogue part. */
export const ENGINE_PAGE_KINDS: readonly EnginePageKind[] = [OFFLINE_KIND, 'not-found'];

/**
 * The offline page (with site.offline on): its entry is `texts.offline`. The service worker shows it for
 * a page the phone has not kept, asked for with no connection. Not in the menu, the sitemap or search results.
 */
export const offlineEntry = (catalogue: SiteCatalogue): PageEntry<typeof OFFLINE_KIND> => ({
  kind: OFFLINE_KIND,
  id: OFFLINE_KIND,
  route: offlineRoute(catalogue),
  title: catalogue.texts.offline.title,
  source: ['texts', 'offline'],
});

/** The route list, from config alone: every page, the offline page, then the catch-all. The router, the build and the checks all read it. */
export function routeList(catalogue: SiteCatalogue): SitePage[] {
  return [...catalogue.pages, ...(catalogue.site.offline ? [offlineEntry(catalogue)] : []), notFoundEntry(catalogue)];
}

/** A page's route id in the router: its page id; the catch-all's cannot collide with one (ids have no '_'). */
export const routeId = (page: SitePage): string => (page.route === '*' ? '_not-found' : page.id);

/** The page a matched route draws, by its route id (the layout route has none). */
export const pageOfRoute = (catalogue: SiteCatalogue, id: string | undefined): SitePage | undefined =>
  routeList(catalogue).find((page) => routeId(page) === id);
