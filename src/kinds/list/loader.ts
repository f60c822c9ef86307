import { readProducts, type ProductsResult } from '../../data/read-products';
import { FIRST_PAINT } from '../../domain/first-paint';
import { productLanguage } from '../../domain/language-path';
import { extraLanguageKeys } from '../../domain/shop-languages';
import type { PageContext } from '../page-module';
import type { ListConfig } from './kind';
import { productsInLanguage } from './products-in-language';

/**
 * A list page's data. Pre-rendered HTML carries the first screen of cards
 * (`complete: false`); the browser reads the whole list once it has hydrated.
 * `readAt` dates the products (the build's time on a pre-rendered page): with no
 * connection, the page keeps them and says how old they are. Each product carries
 * the texts of the page's language only (productsInLanguage).
 */
export async function loadList({ entry, catalogue, source, prerender }: PageContext<'list', ListConfig>): Promise<ProductsResult> {
  const languages = extraLanguageKeys(catalogue);
  const result = await readProducts(source, entry.collection, catalogue.settings.readTimeoutMs, catalogue.site, languages);
  if (result.status !== 'ready') return result;
  const products = languages.length === 0 ? result.products : productsInLanguage(result.products, productLanguage(catalogue), entry.search);
  const readAt = new Date().toISOString();
  if (!prerender) return { ...result, products, readAt };
  return { status: 'ready', products: products.slice(0, FIRST_PAINT), complete: false, total: products.length, readAt };
}
