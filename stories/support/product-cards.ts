import type { ListConfig } from '../../src/kinds/catalogue/schema';
import type { ProductGridItem } from '../../src/components/product/ProductGrid';
import type { Product } from '../../src/data/product';
import { productCard } from '../../src/kinds/list/product-card';
import { byId, catalogue } from './site';
import { demoProducts } from './demo-products';

/** A product as a list page's card shows it (the site's own mapping). */
export function cardFor(product: Product, list: ListConfig): ProductGridItem {
  return productCard(catalogue, list, product);
}

/** Every demo product of a configured list, as cards (unfiltered, no display window). */
export function listCards(listId: string): ProductGridItem[] {
  const list = byId(catalogue.lists, listId);
  return demoProducts(list.collection).map((p) => cardFor(p, list));
}
