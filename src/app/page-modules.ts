import type { PageModule } from '../kinds/page-module';
import { pageModulePath } from '../kinds/page-chunk';

/**
 * Each kind's page is `src/kinds/<kind>/page.tsx`: found by its folder, loaded on demand so a
 * page ships only its own code. What a module's entry and data are is known to the module alone:
 * here it takes whatever entry and data the route table hands it.
 */
// The glob must be a literal for Vite: it matches pageModulePath's files.
const pageModules = import.meta.glob<PageModule<unknown, unknown>>('../kinds/*/page.tsx', { import: 'default' });

/** The page module of a kind: the router's lazy routes, the build's link-preview pictures and the browser's head all load it here. */
export function loadPageModule(kind: string): Promise<PageModule<unknown, unknown>> {
  const path = pageModulePath(kind);
  const load = pageModules[path.replace(/^src\//, '../')];
  if (!load) throw new Error(`no page module for kind "${kind}" (expected ${path})`);
  return load();
}
