import type { Catalogue } from '../../src/build-time/schema.ts';

export interface BenchRoutes {
  /** First-load transfer is measured on these. */
  transfer: string[];
  /** Lighthouse runs on these. */
  lighthouse: string[];
  /** The long list: throttled loads and search. */
  list: string;
  /** Image bytes on a small phone are measured on these. */
  images: string[];
}

/**
 * The pages worth measuring, picked from the catalogue so any shop can be
 * benched: the home page, the first list, the longest list, the first list with
 * prices and the contact page, each where the shop has one; image bytes on the
 * home page and the first two lists.
 */
export function benchRoutes(catalogue: Catalogue): BenchRoutes {
  const route = (kind: string) => catalogue.pages.find((p) => p.kind === kind)?.route;
  const lists = catalogue.lists;
  const longest = lists.reduce<(typeof lists)[number] | undefined>((best, l) => (!best || l.limit > best.limit ? l : best), undefined);
  const home = route('home') ?? '/';
  const first = lists[0]?.route;
  const priced = lists.find((l) => l.price)?.route;
  const contact = route('contact');
  const unique = (routes: (string | undefined)[]) => [...new Set(routes.filter((r): r is string => r !== undefined))];
  return {
    transfer: unique([home, first, longest?.route, priced, contact]),
    lighthouse: unique([home, first, longest?.route, contact]),
    list: longest?.route ?? first ?? home,
    images: unique([home, first, lists[1]?.route]),
  };
}
