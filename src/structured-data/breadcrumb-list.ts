import type { BreadcrumbList, ListItem, WithContext } from 'schema-dts';
import type { SiteCatalogue } from '../catalogue/schema';
import type { PageEntry } from '../kinds/kind';
import { createPaths } from '../site/paths';
import { absoluteUrl } from '../site/paths';

/**
 * Where a page sits, for search results: Home, the categories above it, the
 * page. The visible breadcrumb says 'Back' for the parent; here it has its name.
 */
export function breadcrumbListData(catalogue: SiteCatalogue, page: PageEntry): WithContext<BreadcrumbList> {
  const paths = createPaths(catalogue);
  const above = paths.ancestors(page);
  const { home } = paths;
  const trail = [
    ...(home && home !== page ? [{ name: catalogue.texts.breadcrumb.home, route: home.route }] : []),
    ...above.map((p) => ({ name: p.title, route: p.route })),
    { name: page.title, route: page.route },
  ];
  const itemListElement: ListItem[] = trail.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.name,
    // Relative without site.url: JSON-LD resolves it against the page's own address.
    item: absoluteUrl(catalogue, crumb.route) ?? crumb.route,
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
}
