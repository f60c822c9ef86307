// The shape every collection recipe follows; recipes live in collections-*.ts.
import type { Kind } from './kinds.ts';
import type { Rng } from './prng.ts';

export interface Wording {
  title: string;
  des: string;
}

export interface CollectionSpec {
  /** Firestore collection name, exactly as the live site reads it. */
  name: string;
  count: number;
  kind: Kind;
  /** Colour names from words.ts; the 12 product pictures take theirs from this list. */
  colours: readonly string[];
  /** Builds one title and description; `colour` is the colour of the picture the item will show. */
  make: (rng: Rng, colour: string) => Wording;
  price?: { min: number; max: number; step: number };
  /** Words that must appear in descriptions only, so title-only search can be told apart in tests. */
  descriptionOnly?: readonly string[];
}
