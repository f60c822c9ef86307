import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionSlug } from '../../../src/domain/collection-file.ts';
import type { Product } from '../../../src/data/product.ts';
import { spec } from './site.ts';

/**
 * The demo documents the built site serves for a collection, read from the
 * same files (the specification's demo-data/), so expected counts and search results follow the data.
 */
export function demoProducts(collection: string): Product[] {
  if (!spec.demoDir) throw new Error(`${spec.file.label} names no files.demoData folder`);
  const file = join(spec.demoDir, `${collectionSlug(collection)}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Product[];
}
