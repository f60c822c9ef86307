import type { Catalogue, PageEntry } from './schema';

/** The document title of a page: 'Saree | Shop name', or the site title alone on the home page. */
export function documentTitle(catalogue: Catalogue, page: PageEntry): string {
  const title = page.kind === 'not-found' ? catalogue.texts.notFound.title : page.title;
  const site = catalogue.site.title;
  return title === site ? site : `${title}${catalogue.texts.siteTitleSeparator}${site}`;
}
