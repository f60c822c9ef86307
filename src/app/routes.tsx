import { useLoaderData, type RouteObject } from 'react-router';
import type { PageEntry } from '../kinds/kind';
import type { SiteCatalogue } from '../catalogue/schema';
import { entryOf, routeList } from '../site/route-table';
import { loadPageModule } from './page-modules';
import type { PageContext, PageModule, RouteHandle } from '../kinds/page-module';
import { LayoutFallback, SiteLayout } from '../shell/SiteLayout';
import { usePageHead } from './use-page-head';
import { RouteError } from '../shell/RouteError';
import { PageCatalogueProvider } from '../shell/catalogue-context';
import type { PageCatalogues } from './page-catalogue';
import type { CatalogueSource } from '../data/source';

export { loadPageModule, type RouteHandle };

export interface RouteOptions {
  /** Set by the build while it pre-renders pages into HTML. */
  prerender?: boolean;
}

/**
 * What a route's `lazy` returns for a page module drawing one entry: the module's component,
 * given the entry and the loader's data as props, and the module's loader, given its context.
 * The data is whatever the router kept from this route's loader: react-router's data routes do not
 * type it per route, so here it is `unknown`; `definePage` is where a module's loader and component agree.
 */
export function pageRoute<Entry>(
  { Component, loader }: PageModule<Entry, unknown>,
  entry: Entry,
  context: Omit<PageContext<Entry>, 'entry'>,
): Pick<RouteObject, 'Component' | 'loader'> {
  function Page() {
    return (
      <PageCatalogueProvider catalogue={context.catalogue}>
        <Component entry={entry} data={useLoaderData<unknown>()} />
      </PageCatalogueProvider>
    );
  }
  return { Component: Page, ...(loader ? { loader: () => loader({ ...context, entry }) } : {}) };
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
  const child = (page: PageEntry): RouteObject => {
    return {
      // Route ids are page ids; the catch-all's id cannot collide with one (ids have no '_').
      id: page.route === '*' ? '_not-found' : page.id,
      path: page.route,
      // Static hosting serves each route's file at exactly its URL, so the router matches the same way.
      caseSensitive: true,
      // Static, not from `lazy`: the build and the browser's head read it before or without the page's code.
      handle: { page } satisfies RouteHandle,
      ErrorBoundary: RouteError,
      // No loader reads the query string: typing in a list's Search (`?q=`) must not read the collection
      // again on every key. Retry and the read after hydration keep the URL as it is, so they still run.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
      // The page's code and its catalogue part download side by side.
      lazy: async () => {
        const [module, full] = await Promise.all([loadPageModule(page.kind), pageCatalogue(page.kind)]);
        return pageRoute(module, entryOf(full, page), { catalogue: full, source, prerender });
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
