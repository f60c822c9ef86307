import parts from 'virtual:catalogue-pages';
import type { Catalogue, PageKind, PagePart, SiteCatalogue } from '../catalogue/schema';
import type { PageCatalogues } from '../kinds/page-module';

export type { PageCatalogues };

/** Per page kind, the loader of what its pages read beyond the site's catalogue (the plugin's `virtual:catalogue-pages`). */
// With languages (a shop with `locales`), each loader takes the page's language key: its texts alone come.
export type PageParts = { [K in PageKind]: (language?: string) => Promise<PagePart<K>> };

/**
 * The site's catalogue (in the main chunk) completed, per page kind, with what its pages read: each
 * kind's part is its own chunk, loaded beside the page's code (once per kind), so a page downloads its
 * own entries and not every list's, showroom's and home section's. The result holds the site's keys and
 * its kind's alone (build-time/browser-catalogue.ts says which), and its type says so: a page reading
 * another kind's entries does not compile.
 */
export function pageCatalogues(site: SiteCatalogue, load: PageParts = parts): PageCatalogues {
  // No memo here: a part's dynamic import is kept by the browser's module map (once per kind), and one
  // that failed to download is fetched again by the next try (the error screen's Retry).
  return (kind) => load[kind](site.language).then((part) => ({ ...site, ...part }));
}

/** Every page draws from the whole catalogue: tests and Storybook, which hold it already. */
export const wholeCatalogue =
  (catalogue: Catalogue): PageCatalogues =>
  () =>
    Promise.resolve(catalogue);
