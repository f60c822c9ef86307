import type { PageKind } from '../catalogue/schema';
import type { PageModule } from '../kinds/page-module';
import { pageModulePath } from '../kinds/page-chunk';

/**
 * Each kind's page is `src/kinds/<kind>/page.tsx`: found by its folder, loaded on demand so a
 * page ships only its own code. Each module is bound to its kind by `definePage`, which types its
 * entry, data and catalogue; here it is checked to be the kind its folder says.
 */
// The glob must be a literal for Vite: it matches pageModulePath's files.
const pageModules = import.meta.glob<PageModule>('../kinds/*/page.tsx', { import: 'default' });

/** The page module of a kind: the router's lazy routes, the build's link-preview pictures and the browser's head all load it here. */
export async function loadPageModule(kind: PageKind): Promise<PageModule> {
  const path = pageModulePath(kind);
  const load = pageModules[path.replace(/^src\//, '../')];
  if (!load) throw new Error(`no page module for kind "${kind}" (expected ${path})`);
  const module = await load();
  if (module.kind !== kind) throw new Error(`${path} defines a "${module.kind}" page: definePage's kind must be its folder's, "${kind}"`);
  return module;
}
