import { openCatalogue } from '../catalogue/open-catalogue.ts';
import type { CatalogueFile } from '../catalogue/catalogue-file.ts';
import { routeList } from '../../src/site/route-table.ts';

/** A path no config can register: the catch-all must answer it with the 404 page. */
export const UNKNOWN_PATH = '/no-such-page';

/** The paths check-html opens in the browser, and which of them are shells. */
export interface CheckedRoutes {
  /** Every registered route of the shop plus one unknown path; the catch-all itself is not a URL. */
  paths: string[];
  /**
   * The routes the build writes as an empty shell the browser draws (the owner's pages): checked like the
   * others, built and hydrated, and named in the report, since the specification's shop has none.
   */
  shells: string[];
}

export function checkedRoutes(shop: CatalogueFile): CheckedRoutes {
  const pages = routeList(openCatalogue(shop.path).catalogue).filter((page) => page.route !== '*');
  return {
    paths: [...pages.map((page) => page.route), UNKNOWN_PATH],
    shells: pages.filter((page) => page.clientShell).map((page) => page.route),
  };
}

/** The snapshot's file name, laid out like the pre-rendered dist: / -> index.html, /a/b -> a/b.html. */
export function snapshotName(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}.html`;
}
