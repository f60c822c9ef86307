import { readFileSync } from 'node:fs';
import { collectionSlug } from '../../../src/data/collection-slug.ts';
import type { Product } from '../../../src/data/product.ts';

/**
 * The demo documents the built site serves for a collection, read from the
 * same files, so expected counts and search results follow the data.
 */
export function demoProducts(collection: string): Product[] {
  const file = `demo-data/${collectionSlug(collection)}.json`;
  return JSON.parse(readFileSync(file, 'utf8')) as Product[];
}
