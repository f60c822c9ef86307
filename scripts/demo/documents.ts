// Turns a collection recipe into the documents the demo source serves (same fields as Firestore).
import type { CollectionSpec } from './collection-spec.ts';
import { collectionSlug } from '../../src/domain/collection-file.ts';
import { IMAGES_PER_COLLECTION } from './collections.ts';
import { imageColours } from './image-colours.ts';
import { productPhoto } from './photo-list.ts';
import { int, rngFor } from './prng.ts';

export interface ProductDoc {
  id: string;
  title: string;
  des: string;
  img: string;
  price?: number;
  /** The texts in the shop's other languages (scripts/demo/bengali-products.ts), as the site reads them. */
  i18n?: { bn: { title: string; des: string } };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

// Retries are cheap and keep titles unique without hand-listing every combination.
const MAX_TRIES = 500;

export function buildDocuments(spec: CollectionSpec): ProductDoc[] {
  const slug = collectionSlug(spec.name);
  const rng = rngFor(`${spec.name}/documents`);
  const colours = imageColours(spec);
  const seen = new Set<string>();
  const docs: ProductDoc[] = [];
  for (let i = 0; i < spec.count; i++) {
    const slot = i % IMAGES_PER_COLLECTION;
    let wording = spec.make(rng, colours[slot] ?? 'Black');
    for (let t = 0; seen.has(wording.title); t++) {
      if (t > MAX_TRIES) throw new Error(`${spec.name}: word lists too small for ${spec.count} unique titles`);
      wording = spec.make(rng, colours[slot] ?? 'Black');
    }
    seen.add(wording.title);
    const doc: ProductDoc = {
      id: `${slug}-${pad(i + 1, 4)}`,
      title: wording.title,
      des: wording.des,
      img: productPhoto(spec, colours[slot] ?? 'Black'),
    };
    if (spec.price) {
      const { min, max, step } = spec.price;
      doc.price = min + step * int(rng, 0, Math.floor((max - min) / step));
    }
    docs.push(doc);
  }
  checkDescriptionOnly(spec, docs);
  return docs;
}

/** Guards the title-only search fixture: those words must never leak into a title, and must be findable. */
function checkDescriptionOnly(spec: CollectionSpec, docs: readonly ProductDoc[]): void {
  for (const word of spec.descriptionOnly ?? []) {
    const w = word.toLowerCase();
    const leak = docs.find((d) => d.title.toLowerCase().includes(w));
    if (leak) throw new Error(`${spec.name}: '${word}' appears in title '${leak.title}'`);
    if (!docs.some((d) => d.des.toLowerCase().includes(w))) throw new Error(`${spec.name}: no description mentions '${word}'`);
  }
}
