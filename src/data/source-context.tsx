import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogueSource } from './source';
import { createDemoSource } from './demo/demo-source';

const SourceContext = createContext<CatalogueSource | null>(null);

export function SourceProvider({ source, children }: { source: CatalogueSource; children: ReactNode }) {
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

let fallback: CatalogueSource | undefined;

/** The page's data source; without a provider, the built-in demo data. */
export function useSource(): CatalogueSource {
  return useContext(SourceContext) ?? (fallback ??= createDemoSource());
}
