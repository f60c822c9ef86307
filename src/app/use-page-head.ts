import { useEffect, useMemo } from 'react';
import { useMatches } from 'react-router';
import { pageHead } from '../site/head';
import type { SiteCatalogue } from '../catalogue/schema';
import type { PageCatalogues } from './page-catalogue';
import { pageImage } from './page-image';
import { pageOfRoute } from '../site/route-table';
import { applyHeadTags } from '../shell/apply-head-tags';

/**
 * Keeps <head> (title, description, canonical link, link-preview tags) right
 * after client-side navigation, from the same function the build used. The
 * pre-rendered HTML already has them: tags rendered in the body would be second copies.
 */
export function usePageHead(catalogue: SiteCatalogue, pageCatalogue: PageCatalogues) {
  const leaf = useMatches().at(-1);
  const page = useMemo(() => pageOfRoute(catalogue, leaf?.id), [catalogue, leaf?.id]);
  const data = leaf?.data;
  useEffect(() => {
    if (!page) return;
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
  }, [catalogue, pageCatalogue, page, data]);
}
