import type { ItemList, ListItem, WithContext } from 'schema-dts';
import type { SiteCatalogue } from '../catalogue/schema';
import type { ListConfig } from '../kinds/list/kind';
import type { Product } from '../data/product';
import { absoluteUrl } from '../site/paths';

/**
 * The products a list page shows, in its order, for search engines; with an
 * Offer (price in site.currency) where the list shows prices.
 */
export function itemListData(catalogue: SiteCatalogue, list: ListConfig, products: Product[]): WithContext<ItemList> {
  const url = absoluteUrl(catalogue, list.route);
  const itemListElement: ListItem[] = products.map((p, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: {
      '@type': 'Product',
      name: p.title,
      ...(p.des ? { description: p.des } : {}),
      ...(p.img === undefined ? {} : { image: absoluteUrl(catalogue, p.img) ?? p.img }),
      ...(list.price && p.price !== undefined
        ? { offers: { '@type': 'Offer', price: p.price, priceCurrency: catalogue.site.currency } }
        : {}),
    },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.title,
    ...(url ? { url } : {}),
    numberOfItems: products.length,
    itemListElement,
  };
}
