import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnyPageCatalogue, ShippedPageKey, SiteCatalogue } from '../catalogue/schema';
import { createPaths, type Paths } from '../site/paths';

interface CatalogueValue<C> {
  catalogue: C;
  paths: Paths;
}

const SiteContext = createContext<CatalogueValue<SiteCatalogue> | null>(null);
const PageContext = createContext<CatalogueValue<AnyPageCatalogue> | null>(null);

function useValue<C extends SiteCatalogue>(catalogue: C): CatalogueValue<C> {
  return useMemo(() => ({ catalogue, paths: createPaths(catalogue) }), [catalogue]);
}

/** What every page shares (the chrome reads it): the page index, menu, footer, texts. */
export function CatalogueProvider({ catalogue, children }: { catalogue: SiteCatalogue; children: ReactNode }) {
  return <SiteContext.Provider value={useValue(catalogue)}>{children}</SiteContext.Provider>;
}

/** The catalogue a page draws from, its own kind's entries included: set by its route (app/routes.tsx). */
export function PageCatalogueProvider({ catalogue, children }: { catalogue: AnyPageCatalogue; children: ReactNode }) {
  return <PageContext.Provider value={useValue(catalogue)}>{children}</PageContext.Provider>;
}

/** The site's catalogue and its link builder, for the chrome and any renderer (components get props instead). */
export function useCatalogue(): CatalogueValue<SiteCatalogue> {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useCatalogue needs a <CatalogueProvider>');
  return value;
}

/**
 * The catalogue with the page's own kind's entries (and what its kind `reads`), for renderers shared by
 * several kinds; a page's own component gets its kind's catalogue, fully typed, as a prop instead.
 */
export function usePageCatalogue(): CatalogueValue<AnyPageCatalogue> {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageCatalogue needs a page route (or <Providers page={…}>)');
  return value;
}

/**
 * One page-only key of the page's catalogue, for a renderer shared by several kinds: every kind that
 * draws it must read the key, and a kind that does not is a bug named here rather than a blank page.
 */
export function usePagePart<Key extends ShippedPageKey>(key: Key) {
  const part = usePageCatalogue().catalogue[key];
  if (part === undefined || part === null)
    throw new Error(`this page's kind does not read "${key}": add it to its kind's reads (src/kinds/<kind>/kind.ts)`);
  return part;
}
