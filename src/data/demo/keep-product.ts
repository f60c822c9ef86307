import { localStore } from '../browser-storage';
import { PRODUCTS_KEY } from './product-changes';
import { isMapping, storedMap } from './stored-json';

/**
 * Keeps a product's new document in this browser's overlay (null: deleted); undefined once kept, else the
 * browser's reason (storage blocked or full). Apart from the overlay's reader, which every demo page loads:
 * only the demo owner's pages write.
 */
export function keepProduct(collection: string, id: string, document: Record<string, unknown> | null): Error | undefined {
  const all = storedMap(PRODUCTS_KEY);
  const changes = isMapping(all[collection]) ? all[collection] : {};
  return localStore.set(PRODUCTS_KEY, JSON.stringify({ ...all, [collection]: { ...changes, [id]: document } }));
}
