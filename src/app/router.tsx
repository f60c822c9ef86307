import type { RouteObject } from 'react-router';
import type { Catalogue } from '../config/schema';
import { buildRoutes } from '../routing/build-routes';
import { loadPage } from '../renderers/registry';
import { LayoutFallback, SiteLayout } from '../renderers/layout/SiteLayout';
import { RouteError } from '../renderers/error/RouteError';

/** react-router route objects from the pure route table: one layout, one lazy child per page. */
export function routeObjects(catalogue: Catalogue): RouteObject[] {
  return [
    {
      Component: SiteLayout,
      HydrateFallback: LayoutFallback,
      ErrorBoundary: RouteError,
      children: buildRoutes(catalogue).map((entry) => ({
        path: entry.path,
        ErrorBoundary: RouteError,
        lazy: async () => ({ Component: await loadPage(catalogue, entry.kind, entry.id) }),
      })),
    },
  ];
}
