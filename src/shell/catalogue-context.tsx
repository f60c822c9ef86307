import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Catalogue, SiteCatalogue } from '../catalogue/schema';
import { createPaths, type Paths } from '../site/paths';

interface CatalogueValue<C> {
  catalogue: C;
  paths: Paths;
}

const SiteContext = createContext<CatalogueValue<SiteCatalogue> | null>(null);
const PageContext = createContext<CatalogueValue<Catalogue> | null>(null);

function useValue<C extends SiteCatalogue>(catalogue: C): CatalogueValue<C> {
  return useMemo(() => ({ catalogue, paths: createPaths(catalogue) }), [catalogue]);
}

/** What every page shares (the chrome reads it): the page index, menu, footer, texts. */
export function CatalogueProvider({ catalogue, children }: { catalogue: SiteCatalogue; children: ReactNode }) {
  return <SiteContext.Provider value={useValue(catalogue)}>{children}</SiteContext.Provider>;
}

/** The catalogue a page draws from, its own kind's entries included: set by its route (app/routes.tsx). */
export function PageCatalogueProvider({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  return <PageContext.Provider value={useValue(catalogue)}>{children}</PageContext.Provider>;
}

/** The site's catalogue and its link builder, for the chrome and any renderer (components get props instead). */
export function useCatalogue(): CatalogueValue<SiteCatalogue> {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useCatalogue needs a <CatalogueProvider>');
  return value;
}

/** The catalogue with the page's own kind's entries (and what its kind `reads`), for a page's renderers. */
export function usePageCatalogue(): CatalogueValue<Catalogue> {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageCatalogue needs a page route (or <Providers page={…}>)');
  return value;
}
