import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Catalogue } from '../build-time/schema';
import { createPaths, type Paths } from '../site/paths';

interface CatalogueValue {
  catalogue: Catalogue;
  paths: Paths;
}

const CatalogueContext = createContext<CatalogueValue | null>(null);

export function CatalogueProvider({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  const value = useMemo(() => ({ catalogue, paths: createPaths(catalogue) }), [catalogue]);
  return <CatalogueContext.Provider value={value}>{children}</CatalogueContext.Provider>;
}

/** The validated catalogue and its link builder, for renderers (components get props instead). */
export function useCatalogue(): CatalogueValue {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('useCatalogue needs a <CatalogueProvider>');
  return value;
}
