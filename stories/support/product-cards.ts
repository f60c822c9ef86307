import type { ListConfig } from '../../src/kinds/list/kind';
import type { ProductGridItem } from '../../src/components/product/ProductGrid';
import type { Product } from '../../src/data/product';
import { productCard } from '../../src/kinds/list/product-card';
import { catalogue, example } from './site';
import { demoCount, demoProducts } from './demo-products';

/** A product as a list page's card shows it (the site's own mapping). */
export function cardFor(product: Product, list: ListConfig): ProductGridItem {
  return productCard(catalogue, list, product);
}

/** Every demo product of a configured list, as cards (unfiltered, no display window). */
export function listCards(list: ListConfig): ProductGridItem[] {
  return demoProducts(list.collection).map((p) => cardFor(p, list));
}

/**
 * A list with more demo products than its display window (`limit`): the first configured so,
 * else the first list with a window of half its products, to show how a full window looks.
 */
export function windowedList(): ListConfig {
  const over = catalogue.lists.find((l) => demoCount(l.collection) > l.limit);
  const list = example('list');
  return over ?? { ...list, limit: Math.max(1, Math.floor(demoCount(list.collection) / 2)) };
}
