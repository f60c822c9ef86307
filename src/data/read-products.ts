import type { Money } from '../domain/price';
import { printable } from '../domain/printable';
import { isNoConnection } from './offline';
import type { Product } from './product';
import { toProducts } from './products';
import { publicProducts } from './public-products';
import { onSaved } from './product-saves';
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

// Per source, the last good read of each collection: going Back to a list shows its cards at once. Each
// read is kept with its collection's generation, so forgetProducts reaches every source's copy at once.
const lastRead = new WeakMap<CatalogueSource, Map<string, { products: Product[]; generation: number }>>();
const generations = new Map<string, number>();
const generationOf = (collection: string) => generations.get(collection) ?? 0;

/**
 * Forgets this visit's read of `collection`, whatever source made it: after an owner's save the next look at
 * the list reads it again and shows the change, rather than the cards read before it. The owner's pages call it
 * through announceSaved (product-saves.ts), which this module hears from its first read on.
 */
export function forgetProducts(collection: string): void {
  generations.set(collection, generationOf(collection) + 1);
}

let hearing = false;

/**
 * Reads a collection through the data seam with a timeout, validating every
 * document, and keeps what the public sees (publicProducts: no hidden product, newest first). A failure is a result, not a throw, so the page can offer Retry;
 * failures are not cached, so Retry and the first read after hydration always
 * ask the backend, and only a good read is reused within the visit. `money` (the shop's
 * site.lang and site.currency) words the price example in the console notes; `languages`, the keys of the
 * shop's other languages, are those whose texts (`i18n`) the products keep.
 */
export async function readProducts(
  source: CatalogueSource,
  collection: string,
  timeoutMs: number,
  money?: Money,
  languages: readonly string[] = [],
): Promise<ProductsResult> {
  // Nothing is kept before the first read, so nothing can be stale before it either.
  if (!hearing) {
    hearing = true;
    onSaved(forgetProducts);
  }
  const cache = lastRead.get(source) ?? new Map<string, { products: Product[]; generation: number }>();
  lastRead.set(source, cache);
  const cached = cache.get(collection);
  const generation = generationOf(collection);
  if (cached?.generation === generation) return { status: 'ready', products: cached.products, complete: true, cached: true };
  try {
    const products = publicProducts(
      toProducts(collection, await withTimeout(source.readCollection(collection), timeoutMs), money, languages),
    );
    cache.set(collection, { products, generation });
    return { status: 'ready', products, complete: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Printed by the build too: a backend's message is not trusted to be free of escape sequences.
    console.error(printable(`[catalogue] could not read collection "${collection}": ${message}`));
    // Asked after the failure: a read that failed because the connection went is told from a backend's refusal.
    return isNoConnection(error) ? { status: 'error', message, offline: true } : { status: 'error', message };
  }
}
