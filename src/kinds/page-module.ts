import type { ComponentType } from 'react';
import type { Img } from '../components/types';
import type { CatalogueSource } from '../data/source';
import type { Catalogue } from '../catalogue/schema';
import type { PageEntry } from './kind';

/** What a page's loader gets: its own config entry, the catalogue and the data source. */
export interface PageContext<Entry> {
  entry: Entry;
  catalogue: Catalogue;
  source: CatalogueSource;
  /** True while the build pre-renders the page into HTML (the browser refreshes the data after hydration). */
  prerender: boolean;
}

/** What every page route carries in its static `handle`: its page entry, from the page index (see app/routes.tsx). */
export interface RouteHandle {
  page: PageEntry;
}

/** What a page's component gets: its config entry and its loader's result (`undefined` for a page without a loader). */
export interface PageProps<Entry, Data = undefined> {
  entry: Entry;
  data: Data;
}

/**
 * The page half of a kind (`<kind>/page.tsx`, default export): the component that
 * draws an entry; where the page needs data, the loader the router runs before
 * drawing it, at build time and in the browser alike; and, where the page has a
 * picture of its own, the one its link preview shows.
 */
export interface PageModule<Entry, Data = undefined> {
  Component: ComponentType<PageProps<Entry, Data>>;
  loader?: (context: PageContext<Entry>) => Promise<Data>;
  /** The page's own picture for link previews (any format: the head keeps photos only, else the site's share picture). */
  image?: (entry: Entry, data: Data, catalogue: Catalogue) => Img | undefined;
}

/**
 * A page module, typed end to end: `data` is what the loader resolves to (inferred
 * from it), `undefined` when there is no loader. `definePage<Entry>({ … })` for a page
 * without a loader; with one, both types come from the loader.
 */
export const definePage = <Entry, Data = undefined>(page: PageModule<Entry, Data>) => page;
