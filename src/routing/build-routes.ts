import type { Catalogue } from '../config/schema';
import { pageIndex, type PageKind } from '../config/page-index';

export type RouteKind = PageKind | 'not-found';

/** One row of the route table: a path, the renderer kind that draws it, and its config entry id. */
export interface RouteEntry {
  path: string;
  kind: RouteKind;
  id: string;
}

/** The whole route table, from config alone; the catch-all comes last. */
export function buildRoutes(catalogue: Catalogue): RouteEntry[] {
  return [
    ...pageIndex(catalogue).map(({ route, kind, id }) => ({ path: route, kind, id })),
    { path: '*', kind: 'not-found', id: 'not-found' },
  ];
}
