import type { ComponentType } from 'react';
import type { CatalogueSource } from '../data/source';
import type { Catalogue } from './catalogue/schema';

/** What a page's loader gets: its own config entry, the catalogue and the data source. */
export interface PageContext<Entry> {
  entry: Entry;
  catalogue: Catalogue;
  source: CatalogueSource;
  /** True while the build pre-renders the page into HTML (the browser refreshes the data after hydration). */
  prerender: boolean;
}

/**
 * The page half of a kind (`<kind>/page.tsx`, default export): the component that
 * draws an entry and, where the page needs data, the loader the router runs
 * before drawing it, at build time and in the browser alike.
 */
export interface PageModule<Entry = never> {
  Page: ComponentType<{ entry: Entry }>;
  loader?: (context: PageContext<Entry>) => Promise<unknown>;
}
