import { collectionSlug } from '../../src/data/collection-slug';
import { toProducts, type Product } from '../../src/data/product';

// The committed demo collections themselves, read synchronously so stories can
// hand products to components as plain args (and designers can edit them).
const files = import.meta.glob<Array<{ id: string } & Record<string, unknown>>>('../../src/data/demo/collections/*.json', {
  import: 'default',
  eager: true,
});

/** A demo collection by its Firestore name ('Ladies Bag'), shaped by the real `toProducts`. */
export function demoProducts(collection: string): Product[] {
  const items = files[`../../src/data/demo/collections/${collectionSlug(collection)}.json`];
  if (!items) throw new Error(`no demo data for collection "${collection}"`);
  return toProducts(collection, items.map(({ id, ...data }) => ({ id, data })));
}
