import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageHead } from '../site/head';
import type { SiteCatalogue } from '../build-time/schema';
import { entryOf } from '../site/route-table';
import type { PageCatalogues } from './page-catalogue';
import { loadPageModule } from './page-modules';
import type { RouteHandle } from '../kinds/page-module';
import { applyHeadTags } from '../shell/apply-head-tags';

/**
 * Keeps <head> (title, description, canonical link, link-preview tags) right
 * after client-side navigation, from the same function the build used. The
 * pre-rendered HTML already has them: tags rendered in the body would be second copies.
 */
export function usePageHead(catalogue: SiteCatalogue, pageCatalogue: PageCatalogues) {
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as RouteHandle | undefined;
  const data = leaf?.data;
  useEffect(() => {
    if (!handle) return;
    const { page } = handle;
    let current = true;
    // The page's module and catalogue are loaded by now (its route drew it): this only reads its link-preview picture.
    void Promise.all([loadPageModule(page.kind), pageCatalogue(page.kind)]).then(([{ image }, full]) => {
      let own;
      try {
        own = image?.(entryOf(full, page), data, full);
      } catch {
        // A page that failed (its data did not come, its entry names a missing showroom) shows its error
        // screen; its head still names the page, with the site's picture.
      }
      // A later navigation may have set the head already: a stale answer must not overwrite it.
      if (current) applyHeadTags(document, pageHead(catalogue, page, own));
    });
    return () => {
      current = false;
    };
  }, [catalogue, pageCatalogue, handle, data]);
}
