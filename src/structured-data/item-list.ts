import type { ItemList, ListItem, WithContext } from 'schema-dts';
import type { SiteCatalogue } from '../catalogue/schema';
import type { ListConfig } from '../kinds/list/kind';
import type { Product } from '../data/product';
import { absoluteUrl } from '../site/paths';
import { productLanguage } from '../domain/language-path';
import { textsIn } from '../domain/product-texts';

/**
 * The products a list page shows, in its order, for search engines; with an
 * Offer (price in site.currency) where the list shows prices; the products' texts in the page's language.
 */
export function itemListData(catalogue: SiteCatalogue, list: ListConfig, products: Product[]): WithContext<ItemList> {
  const url = absoluteUrl(catalogue, list.route);
  const language = productLanguage(catalogue);
  const itemListElement: ListItem[] = products.map((p, i) => {
    const { title, des } = textsIn(p, language);
    return {
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: title,
        ...(des ? { description: des } : {}),
        ...(p.img === undefined ? {} : { image: absoluteUrl(catalogue, p.img) ?? p.img }),
        ...(list.price && p.price !== undefined
          ? { offers: { '@type': 'Offer', price: p.price, priceCurrency: catalogue.site.currency } }
          : {}),
      },
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.title,
    ...(url ? { url } : {}),
    numberOfItems: products.length,
    itemListElement,
  };
}
