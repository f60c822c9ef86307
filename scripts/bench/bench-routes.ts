import type { Catalogue, KindName } from '../../src/catalogue/schema.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';
import { underPrefix } from '../../src/domain/language-path.ts';

export interface BenchRoutes {
  /** First-load transfer is measured on these. */
  transfer: string[];
  /** Lighthouse runs on these, in each build: the pages the targets are judged on. */
  lighthouse: string[];
  /** Which of those are list pages (they have the element target). */
  lists: string[];
  /** The long list: throttled loads and search. */
  list: string;
  /** Image bytes on a small phone are measured on these. */
  images: string[];
  /** The page of the repeat visit with a warm service worker: the first list. */
  repeat: string;
  /** A shop with `locales`: the first list in each other language, beside the first list (LCP compared in one run). */
  languages: { route: string; default: string }[];
}

/**
 * The pages worth measuring, picked from the catalogue so any shop can be
 * benched: the home page, the first list, the longest list, the first list with
 * prices, the contact page and the enquiry page, each where the shop has one; image bytes on the
 * home page and the first two lists.
 */
export function benchRoutes(catalogue: Catalogue): BenchRoutes {
  const route = (kind: KindName) => catalogue.pages.find((p) => p.kind === kind)?.route;
  const lists = catalogue.lists;
  const longest = lists.reduce<(typeof lists)[number] | undefined>((best, l) => (!best || l.limit > best.limit ? l : best), undefined);
  const home = route('home') ?? '/';
  const first = lists[0]?.route;
  const priced = lists.find((l) => l.price)?.route;
  const contact = route('contact');
  const enquiry = route('enquiry');
  const unique = (routes: (string | undefined)[]) => [...new Set(routes.filter((r): r is string => r !== undefined))];
  const languages =
    first === undefined
      ? []
      : shopLanguages(catalogue)
          .filter((l) => l.prefix)
          .map((l) => ({ route: underPrefix(first, l.prefix), default: first }));
  const lighthouse = unique([home, first, ...languages.map((l) => l.route), longest?.route, contact, enquiry]);
  const listRoutes = new Set([...lists.map((l) => l.route), ...languages.map((l) => l.route)]);
  return {
    transfer: unique([home, first, ...languages.map((l) => l.route), longest?.route, priced, contact, enquiry]),
    lighthouse,
    lists: lighthouse.filter((r) => listRoutes.has(r)),
    list: longest?.route ?? first ?? home,
    images: unique([home, first, lists[1]?.route]),
    repeat: first ?? home,
    languages,
  };
}
