import type { RawDocument } from '../source';
import { isMapping, storedMap } from './stored-json';
import { PRODUCTS_KEY } from './product-changes';

// Loaded only by a browser whose demo owner changed something (demo-source.ts); the stored format is in product-changes.ts.

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
