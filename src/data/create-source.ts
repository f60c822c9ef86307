import type { CatalogueSource } from './source';
import { createDemoSource } from './demo/demo-source';

/** Picks the data source from build-time settings; with none, the built-in demo data. */
export function createSource(_env: ImportMetaEnv): CatalogueSource {
  return createDemoSource();
}
