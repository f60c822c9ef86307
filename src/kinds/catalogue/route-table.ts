import type { Catalogue, PageEntry } from './schema';

/** One row of the route table: a path, the kind that draws it, and its config entry id. */
export interface RouteEntry {
  path: string;
  kind: string;
  id: string;
}

export const NOT_FOUND: PageEntry = { kind: 'not-found', id: 'not-found', route: '*', title: '', source: [] };

/** The whole route table, from config alone; the catch-all comes last. */
export function buildRoutes(catalogue: Catalogue): RouteEntry[] {
  return [...catalogue.pages, NOT_FOUND].map(({ route, kind, id }) => ({ path: route, kind, id }));
}

/** The config entry a page was indexed from, read from where the YAML declares it. */
export function entryOf(catalogue: Catalogue, page: PageEntry): unknown {
  return page.source.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], catalogue);
}
