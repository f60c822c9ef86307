import { readProducts, type ProductsResult } from '../../data/read-products';
import { FIRST_PAINT } from '../../domain/first-paint';
import type { PageContext } from '../page-module';
import type { ListConfig } from './kind';

/**
 * A list page's data. Pre-rendered HTML carries the first screen of cards
 * (`complete: false`); the browser reads the whole list once it has hydrated.
 */
export async function loadList({ entry, catalogue, source, prerender }: PageContext<ListConfig>): Promise<ProductsResult> {
  const result = await readProducts(source, entry.collection, catalogue.settings.readTimeoutMs, catalogue.site);
  if (!prerender || result.status !== 'ready') return result;
  return { status: 'ready', products: result.products.slice(0, FIRST_PAINT), complete: false, total: result.products.length };
}
