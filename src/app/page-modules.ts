import type { PageModule } from '../kinds/page-module';

/**
 * Each kind's page is `src/kinds/<kind>/page.tsx`: found by its folder, loaded on demand so a
 * page ships only its own code. What a module's entry and data are is known to the module alone:
 * here it takes whatever entry and data the route table hands it.
 */
const pageModules = import.meta.glob<PageModule<unknown, unknown>>('../kinds/*/page.tsx', { import: 'default' });

/** The page module of a kind: the router's lazy routes, the build's link-preview pictures and the browser's head all load it here. */
export function loadPageModule(kind: string): Promise<PageModule<unknown, unknown>> {
  const load = pageModules[`../kinds/${kind}/page.tsx`];
  if (!load) throw new Error(`no page module for kind "${kind}" (expected src/kinds/${kind}/page.tsx)`);
  return load();
}
