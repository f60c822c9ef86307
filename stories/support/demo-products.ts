import files from 'virtual:catalogue-demo-eager';
import { collectionSlug } from '../../src/domain/collection-file';
import { demoDocuments } from '../../src/data/demo/demo-documents';
import type { Product } from '../../src/data/product';
import { toProducts } from '../../src/data/products';

/** How many demo products a collection has (0 without a demo file). */
export function demoCount(collection: string): number {
  const items = files[collectionSlug(collection)];
  return Array.isArray(items) ? items.length : 0;
}

/**
 * A demo collection by its Firestore name ('Ladies Bag'), from the config's demo
 * folder, read synchronously so stories can hand products to components as plain
 * args, and shaped by the real `toProducts`.
 */
export function demoProducts(collection: string): Product[] {
  const items = files[collectionSlug(collection)];
  if (!items) throw new Error(`no demo data for collection "${collection}"`);
  return toProducts(collection, demoDocuments(items));
}
