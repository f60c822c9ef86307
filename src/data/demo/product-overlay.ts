import type { RawDocument } from '../source';
import { isMapping, storedMap } from './stored-json';

/**
 * The demo owner's product changes in this browser, over the built-in demo data:
 * `{ "<collection>": { "<id>": document | null } }`, a document as Firestore would hold it (`createdAt` as ISO
 * text, which the reader takes), null for one deleted. Written by the demo's OwnerProducts (keep-product.ts),
 * read by the demo source, so this browser's public pages show what its owner's pages changed.
 */
export const PRODUCTS_KEY = 'catalogue:products';

type Changes = Record<string, Record<string, unknown> | null>;

/** One collection's changes; whatever else wrote the key (an old version, a hand edit) is passed over. */
function changesOf(collection: string): Changes {
  const kept = storedMap(PRODUCTS_KEY)[collection];
  if (!isMapping(kept)) return {};
  return Object.fromEntries(
    Object.entries(kept).filter((entry): entry is [string, Changes[string]] => entry[1] === null || isMapping(entry[1])),
  );
}

/**
 * The collection's documents with this browser's changes: a changed one in its place, a deleted one left out,
 * the added ones first (their createdAt puts them first in the list anyway).
 */
export function overlaid(collection: string, docs: readonly RawDocument[]): RawDocument[] {
  const changes = changesOf(collection);
  const ids = new Set(docs.map((d) => d.id));
  const added = Object.entries(changes).flatMap(([id, data]) => (data && !ids.has(id) ? [{ id, data }] : []));
  const kept = docs.flatMap((d) => {
    if (!Object.hasOwn(changes, d.id)) return [d];
    const data = changes[d.id];
    return data ? [{ id: d.id, data }] : [];
  });
  return [...added, ...kept];
}

/** Whether this browser holds any change of the demo owner's: the demo notice then says so. */
export function hasProductChanges(): boolean {
  return Object.values(storedMap(PRODUCTS_KEY)).some((changes) => isMapping(changes) && Object.keys(changes).length > 0);
}
