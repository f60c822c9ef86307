import type { CollectionSpec } from './collection-spec.ts';
import { IMAGES_PER_COLLECTION } from './collections.ts';
import { rngFor, shuffled } from './prng.ts';

/** Colour name of each of the 12 colour slots; a product shows the pool photo nearest its colour. */
export function imageColours(spec: CollectionSpec): string[] {
  const order = shuffled(rngFor(`${spec.name}/colours`), spec.colours);
  return Array.from({ length: IMAGES_PER_COLLECTION }, (_, i) => order[i % order.length] ?? 'Black');
}
