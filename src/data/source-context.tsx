import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogueSource } from './source';
import { createDemoSource } from './demo/demo-source';
import { DEMO_BUILD } from '../domain/demo-build';

const SourceContext = createContext<CatalogueSource | null>(null);

export function SourceProvider({ source, children }: { source: CatalogueSource; children: ReactNode }) {
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

let fallback: CatalogueSource | undefined;

/** The page's data source; without a provider (stories, tests), the built-in demo data. */
export function useSource(): CatalogueSource {
  const source = useContext(SourceContext);
  if (source) return source;
  // The app always provides one: a Firebase build carries no demo store to fall back on.
  if (!DEMO_BUILD) throw new Error('useSource: no SourceProvider around this component');
  return (fallback ??= createDemoSource());
}
