import { openCatalogue } from '../catalogue/open-catalogue.ts';
import type { CatalogueFile } from '../catalogue/catalogue-file.ts';
import { routeList } from '../../src/site/route-table.ts';

/** A path no config can register: the catch-all must answer it with the 404 page. */
export const UNKNOWN_PATH = '/no-such-page';

/** Every registered route of the shop plus one unknown path; the catch-all itself is not a URL. */
export function routePaths(shop: CatalogueFile): string[] {
  const registered = routeList(openCatalogue(shop.path).catalogue)
    .map((page) => page.route)
    .filter((route) => route !== '*');
  return [...registered, UNKNOWN_PATH];
}

/** The snapshot's file name, laid out like the pre-rendered dist: / -> index.html, /a/b -> a/b.html. */
export function snapshotName(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}.html`;
}
