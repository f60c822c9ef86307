import type { SitePage } from '../catalogue/schema';
import type { Img } from '../components/types';
import type { PageCatalogues } from './page-catalogue';
import { loadPageModule } from './page-modules';

/**
 * A page's own picture for link previews: its kind's `image`, given its entry, its loader's data and its
 * catalogue part (all loaded by the route's `lazy` by the time the page drew). Undefined for a page
 * without one, which then shows the site's. Throws what `image` throws: the caller decides whether a
 * page that failed stops the build or keeps the site's picture.
 */
export async function pageImage(page: SitePage, data: unknown, pageCatalogue: PageCatalogues): Promise<Img | undefined> {
  const module = await loadPageModule(page.kind);
  return module.image(page, data, pageCatalogue);
}
