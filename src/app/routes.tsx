import type { RouteObject } from 'react-router';
import type { SiteCatalogue, SitePage } from '../catalogue/schema';
import { routeId, routeList } from '../site/route-table';
import { loadPageModule } from './page-modules';
import { LayoutFallback, SiteLayout } from '../shell/SiteLayout';
import { usePageHead } from './use-page-head';
import { RouteError } from '../shell/RouteError';
import type { PageCatalogues } from './page-catalogue';
import type { CatalogueSource } from '../data/source';

export { loadPageModule };

export interface RouteOptions {
  /** Set by the build while it pre-renders pages into HTML. */
  prerender?: boolean;
}

/**
 * The router's route objects: one layout drawing the chrome once from the site's catalogue, and one child
 * per page, whose `lazy` brings the page's code and its kind's part of the catalogue (`pageCatalogue`), its entry in it.
 */
export function routeObjects(
  catalogue: SiteCatalogue,
  pageCatalogue: PageCatalogues,
  source: CatalogueSource,
  { prerender = false }: RouteOptions = {},
): RouteObject[] {
  // The chrome, and the head kept right after client-side navigation (the build writes it into the HTML).
  function Layout() {
    usePageHead(catalogue, pageCatalogue);
    return <SiteLayout />;
  }
  const child = (page: SitePage): RouteObject => {
    return {
      // The build and the browser's head find the page back from its route id (pageOfRoute).
      id: routeId(page),
      // A page drawn in the browser only (the owner's) answers for the addresses under it too.
      path: page.clientShell ? `${page.route}/*` : page.route,
      // Static hosting serves each route's file at exactly its URL, so the router matches the same way.
      caseSensitive: true,
      ErrorBoundary: RouteError,
      // No loader reads the query string: typing in a list's Search (`?q=`) must not read the collection
      // again on every key. Retry and the read after hydration keep the URL as it is, so they still run.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
      // The page's code and its catalogue part download side by side (the module asks for the part again: the browser keeps it).
      lazy: async () => {
        const [module] = await Promise.all([loadPageModule(page.kind), pageCatalogue(page.kind)]);
        return module.route(page, { catalogues: pageCatalogue, source, prerender });
      },
    };
  };
  return [
    {
      id: '_site',
      Component: Layout,
      HydrateFallback: LayoutFallback,
      ErrorBoundary: RouteError,
      children: routeList(catalogue).map(child),
    },
  ];
}
