import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageHead } from '../site/head';
import type { SiteCatalogue } from '../catalogue/schema';
import type { PageCatalogues } from './page-catalogue';
import { pageImage } from './page-image';
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
    // A page that failed (its data did not come, its entry names a missing showroom) shows its error
    // screen; its head still names the page, with the site's picture.
    void pageImage(page, data, pageCatalogue)
      .catch(() => undefined)
      .then((own) => {
        // A later navigation may have set the head already: a stale answer must not overwrite it.
        if (current) applyHeadTags(document, pageHead(catalogue, page, own));
      });
    return () => {
      current = false;
    };
  }, [catalogue, pageCatalogue, handle, data]);
}
