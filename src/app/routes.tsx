import { useLoaderData, type RouteObject } from 'react-router';
import type { Catalogue, PageEntry } from '../build-time/schema';
import { entryOf, routeList } from '../site/route-table';
import { loadPageModule } from './page-modules';
import type { PageContext, PageModule, RouteHandle } from '../kinds/page-module';
import { LayoutFallback, SiteLayout } from '../shell/SiteLayout';
import { usePageHead } from './use-page-head';
import { RouteError } from '../shell/RouteError';
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
    return <Component entry={entry} data={useLoaderData<unknown>()} />;
  }
  return { Component: Page, ...(loader ? { loader: () => loader({ ...context, entry }) } : {}) };
}

/** The router's route objects: one layout drawing the chrome once, and one child per page carrying its own config entry. */
export function routeObjects(catalogue: Catalogue, source: CatalogueSource, { prerender = false }: RouteOptions = {}): RouteObject[] {
  // The chrome, and the head kept right after client-side navigation (the build writes it into the HTML).
  function Layout() {
    usePageHead(catalogue);
    return <SiteLayout />;
  }
  const child = (page: PageEntry): RouteObject => {
    const entry = entryOf(catalogue, page);
    return {
      // Route ids are page ids; the catch-all's id cannot collide with one (ids have no '_').
      id: page.route === '*' ? '_not-found' : page.id,
      path: page.route,
      // Static hosting serves each route's file at exactly its URL, so the router matches the same way.
      caseSensitive: true,
      // Static, not from `lazy`: the build and the browser's head read it before or without the page's code.
      handle: { page, entry } satisfies RouteHandle,
      ErrorBoundary: RouteError,
      // No loader reads the query string: typing in a list's Search (`?q=`) must not read the collection
      // again on every key. Retry and the read after hydration keep the URL as it is, so they still run.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
      lazy: async () => pageRoute(await loadPageModule(page.kind), entry, { catalogue, source, prerender }),
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
