import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openCatalogue } from '../../scripts/catalogue/open-catalogue.ts';
import { collectionSlug } from '../../src/domain/collection-file.ts';
import { demoDocuments } from '../../src/data/demo/demo-documents.ts';
import type { Product } from '../../src/data/product.ts';
import { checkProducts } from '../../src/data/products.ts';
import { createPaths } from '../../src/site/paths.ts';

const opened = openCatalogue();

/** The shop under test (CATALOGUE_CONFIG, else the shipped one), read as the build reads it. */
export const shop = { ...opened, paths: createPaths(opened.catalogue) };

/** The demo products a list of this shop shows: its demo file's items that pass the site's own checks. */
export function validDemoProducts(collection: string): Product[] {
  const file = shop.demoDir && join(shop.demoDir, `${collectionSlug(collection)}.json`);
  if (!file || !existsSync(file)) return [];
  return checkProducts(demoDocuments(JSON.parse(readFileSync(file, 'utf8')))).products;
}
