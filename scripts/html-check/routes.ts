import { openCatalogue } from '../catalogue/open-catalogue.ts';
import type { CatalogueFile } from '../catalogue/catalogue-file.ts';
import { routeList } from '../../src/site/route-table.ts';
import { languageCatalogue } from '../../src/build-time/language-catalogue.ts';
import { underPrefix } from '../../src/domain/language-path.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';

/** A path no config can register: the catch-all must answer it with the 404 page. */
export const UNKNOWN_PATH = '/no-such-page';

/** The paths check-html opens in the browser, and which of them are shells. */
export interface CheckedRoutes {
  /**
   * Every registered route of the shop plus one unknown path, in each of its languages (/bn/saree, /bn/no-such-page):
   * the catch-all itself is not a URL.
   */
  paths: string[];
  /**
   * The routes the build writes as an empty shell the browser draws (the owner's pages): checked like the
   * others, built and hydrated, and named in the report, since the specification's shop has none.
   */
  shells: string[];
}

export function checkedRoutes(shop: CatalogueFile): CheckedRoutes {
  const catalogue = openCatalogue(shop.path).catalogue;
  // A shop of one language is its own catalogue; one with `locales` is each language's, under its prefix.
  const languages = catalogue.locales
    ? shopLanguages(catalogue).map((l) => ({ prefix: l.prefix, catalogue: languageCatalogue(catalogue, l.key) }))
    : [{ prefix: '', catalogue }];
  const inEach = languages.map(({ prefix, catalogue }) => ({ prefix, pages: routeList(catalogue).filter((page) => page.route !== '*') }));
  return {
    paths: inEach.flatMap(({ prefix, pages }) => [...pages.map((page) => page.route), underPrefix(UNKNOWN_PATH, prefix)]),
    shells: inEach.flatMap(({ pages }) => pages.filter((page) => page.clientShell).map((page) => page.route)),
  };
}

/** The snapshot's file name, laid out like the pre-rendered dist: / -> index.html, /a/b -> a/b.html. */
export function snapshotName(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}.html`;
}
