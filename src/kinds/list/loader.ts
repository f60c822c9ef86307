import { readProducts, type ProductsResult } from '../../data/read-products';
import { FIRST_PAINT } from '../../domain/first-paint';
import type { PageContext } from '../page-module';
import type { ListConfig } from './kind';

/**
 * A list page's data. Pre-rendered HTML carries the first screen of cards
 * (`complete: false`); the browser reads the whole list once it has hydrated.
 * `readAt` dates the products (the build's time on a pre-rendered page): with no
 * connection, the page keeps them and says how old they are.
 */
export async function loadList({ entry, catalogue, source, prerender }: PageContext<'list', ListConfig>): Promise<ProductsResult> {
  // issue 33: the config's locales (wired by the lead)
  const languages: readonly string[] = [];
  const result = await readProducts(source, entry.collection, catalogue.settings.readTimeoutMs, catalogue.site, languages);
  if (result.status !== 'ready') return result;
  const readAt = new Date().toISOString();
  if (!prerender) return { ...result, readAt };
  return { status: 'ready', products: result.products.slice(0, FIRST_PAINT), complete: false, total: result.products.length, readAt };
}
