import type { WebPage, WithContext } from 'schema-dts';
import type { SiteCatalogue, SitePage } from '../catalogue/schema';
import { documentTitle } from '../site/head';
import { absoluteUrl } from '../site/paths';

/**
 * The page itself, in a shop with `locales`: its language (`inLanguage`, the page's tag), which ItemList,
 * BreadcrumbList and Store do not take. None in a shop of one language, whose pages stay as they were.
 */
export function webPageData(catalogue: SiteCatalogue, page: SitePage): WithContext<WebPage> | undefined {
  if (!catalogue.locales) return undefined;
  // The not-found page answers for any address: it has none of its own.
  const url = page.route.startsWith('/') ? absoluteUrl(catalogue, page.route) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: documentTitle(catalogue, page),
    ...(url ? { url } : {}),
    inLanguage: catalogue.site.lang,
  };
}
