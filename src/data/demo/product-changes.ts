import { isMapping, storedMap } from './stored-json';

/**
 * The demo owner's product changes in this browser, over the built-in demo data:
 * `{ "<collection>": { "<id>": document | null } }`, a document as Firestore would hold it (`createdAt` as ISO
 * text, which the reader takes), null for one deleted. Written by the demo's OwnerProducts (keep-product.ts),
 * read by the demo source, so this browser's public pages show what its owner's pages changed.
 */
export const PRODUCTS_KEY = 'catalogue:products';

/** Whether this browser holds any change of the demo owner's: the demo notice then says so. */
export function hasProductChanges(): boolean {
  return Object.values(storedMap(PRODUCTS_KEY)).some((changes) => isMapping(changes) && Object.keys(changes).length > 0);
}
