import type { PageEntry } from '../kinds/kind';
import type { Img } from '../components/types';
import { entryOf } from '../site/route-table';
import type { PageCatalogues } from './page-catalogue';
import { loadPageModule } from './page-modules';

/**
 * A page's own picture for link previews: its kind's `image`, given its entry, its loader's data and its
 * catalogue part (all loaded by the route's `lazy` by the time the page drew). Undefined for a page
 * without one, which then shows the site's. Throws what `image` throws: the caller decides whether a
 * page that failed stops the build or keeps the site's picture.
 */
export async function pageImage(page: PageEntry, data: unknown, pageCatalogue: PageCatalogues): Promise<Img | undefined> {
  const [{ image }, full] = await Promise.all([loadPageModule(page.kind), pageCatalogue(page.kind)]);
  return image?.(entryOf(full, page), data, full);
}
