import type { RouteObject } from 'react-router';
import type { Catalogue, PageEntry } from '../kinds/catalogue/schema';
import { entryOf, NOT_FOUND } from '../kinds/catalogue/route-table';
import type { PageModule } from '../kinds/page-module';
import { LayoutFallback, SiteLayout } from '../kinds/shell/SiteLayout';
import { RouteError } from '../kinds/shell/RouteError';
import type { CatalogueSource } from '../data/source';

/** Each kind's page is `src/kinds/<kind>/page.tsx`: found by its folder, loaded on demand so a page ships only its own code. */
const pageModules = import.meta.glob<PageModule<unknown>>('../kinds/*/page.tsx', { import: 'default' });

export function loadPageModule(kind: string): Promise<PageModule<unknown>> {
  const load = pageModules[`../kinds/${kind}/page.tsx`];
  if (!load) throw new Error(`no page module for kind "${kind}" (expected src/kinds/${kind}/page.tsx)`);
  return load();
}

/** What every route carries: its page entry (title, kind, source in the YAML). */
export interface RouteHandle {
  page: PageEntry;
}

export interface RouteOptions {
  /** Set by the build while it pre-renders pages into HTML. */
  prerender?: boolean;
}

/** The router's route objects: one layout drawing the chrome once, and one child per page carrying its own config entry. */
export function routeObjects(catalogue: Catalogue, source: CatalogueSource, { prerender = false }: RouteOptions = {}): RouteObject[] {
  const child = (page: PageEntry): RouteObject => {
    const entry = entryOf(catalogue, page);
    return {
      // Route ids are page ids; the catch-all's id cannot collide with one (ids have no '_').
      id: page === NOT_FOUND ? '_not-found' : page.id,
      path: page.route,
      // Static hosting serves each route's file at exactly its URL, so the router matches the same way.
      caseSensitive: true,
      handle: { page } satisfies RouteHandle,
      ErrorBoundary: RouteError,
      // No loader reads the query string: typing in a list's Search (`?q=`) must not read the collection
      // again on every key. Retry and the read after hydration keep the URL as it is, so they still run.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
      lazy: async () => {
        const { Page, loader } = await loadPageModule(page.kind);
        return {
          Component: () => <Page entry={entry} />,
          ...(loader ? { loader: () => loader({ entry, catalogue, source, prerender }) } : {}),
        };
      },
    };
  };
  return [
    {
      id: '_site',
      Component: SiteLayout,
      HydrateFallback: LayoutFallback,
      ErrorBoundary: RouteError,
      children: [...catalogue.pages, NOT_FOUND].map(child),
    },
  ];
}
