import type { Money } from '../domain/price';
import { printable } from '../domain/printable';
import { isNoConnection } from './offline';
import type { Product } from './product';
import { toProducts } from './products';
import { publicProducts } from './public-products';
import type { CatalogueSource } from './source';
import { withTimeout } from './with-timeout';

/** A list's products as a page receives them: read and validated, or the reason they could not be. */
export type ProductsResult =
  | {
      status: 'ready';
      products: Product[];
      /** False when the build kept only the first screen of the list. */
      complete: boolean;
      /** With `complete: false`, how many products the whole list has. */
      total?: number;
      /** Read earlier in this visit (going Back): nothing was asked of the backend. */
      cached?: boolean;
      /** When the products were read (ISO): the build's time on a pre-rendered page. Set by the list's loader. */
      readAt?: string;
    }
  | {
      status: 'error';
      message: string;
      /** The read got no answer (no connection), rather than a backend's refusal or a timeout. */
      offline?: true;
    };

// Per source, the last good read of each collection: going Back to a list shows its cards at once.
const lastRead = new WeakMap<CatalogueSource, Map<string, Product[]>>();

/**
 * Reads a collection through the data seam with a timeout, validating every
 * document, and keeps what the public sees (publicProducts: no hidden product, newest first). A failure is a result, not a throw, so the page can offer Retry;
 * failures are not cached, so Retry and the first read after hydration always
 * ask the backend, and only a good read is reused within the visit. `money` (the shop's
 * site.lang and site.currency) words the price example in the console notes.
 */
export async function readProducts(source: CatalogueSource, collection: string, timeoutMs: number, money?: Money): Promise<ProductsResult> {
  const cache = lastRead.get(source) ?? new Map<string, Product[]>();
  lastRead.set(source, cache);
  const cached = cache.get(collection);
  if (cached) return { status: 'ready', products: cached, complete: true, cached: true };
  try {
    const products = publicProducts(toProducts(collection, await withTimeout(source.readCollection(collection), timeoutMs), money));
    cache.set(collection, products);
    return { status: 'ready', products, complete: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Printed by the build too: a backend's message is not trusted to be free of escape sequences.
    console.error(printable(`[catalogue] could not read collection "${collection}": ${message}`));
    // Asked after the failure: a read that failed because the connection went is told from a backend's refusal.
    return isNoConnection(error) ? { status: 'error', message, offline: true } : { status: 'error', message };
  }
}
