import slices from 'virtual:catalogue-pages';
import type { Catalogue, SiteCatalogue } from '../catalogue/schema';

/** The catalogue a page of `kind` draws from: the site's and its kind's own part. */
export type PageCatalogues = (kind: string) => Promise<Catalogue>;

type Slices = Record<string, () => Promise<Partial<Catalogue>>>;

/**
 * The site's catalogue (in the main chunk) completed, per page kind, with what its pages read: each
 * kind's part is its own chunk, loaded beside the page's code (once per kind), so a page downloads its
 * own entries and not every list's, showroom's and home section's. The result holds the site's keys and
 * its kind's alone (build-time/browser-catalogue.ts says which): a page reading another kind's entries
 * fails while the build pre-renders it, which goes through here too.
 */
export function pageCatalogues(site: SiteCatalogue, load: Slices = slices): PageCatalogues {
  const loaded = new Map<string, Promise<Catalogue>>();
  return (kind) => {
    const known = loaded.get(kind);
    if (known) return known;
    const next = (load[kind]?.() ?? Promise.resolve({})).then((slice) => ({ ...site, ...slice }) as Catalogue);
    loaded.set(kind, next);
    // A chunk that failed to download is asked for again by the next try (the error screen's Retry).
    next.catch(() => loaded.delete(kind));
    return next;
  };
}

/** Every page draws from the whole catalogue: tests and Storybook, which hold it already. */
export const wholeCatalogue =
  (catalogue: Catalogue): PageCatalogues =>
  () =>
    Promise.resolve(catalogue);
