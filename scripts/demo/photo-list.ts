// Every demo photograph: what it shows (a drawing from the other demo generators), its URL and size.
// A small pool: each collection has a few photos and every product shows the one nearest its colour.
import { collectionSlug } from '../../src/domain/collection-file.ts';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { showcaseDrawings } from './catalogue-images.ts';
import type { CollectionSpec } from './collection-spec.ts';
import { COLLECTIONS } from './collections.ts';
import { paletteFrom } from './colour.ts';
import { imageColours } from './image-colours.ts';
import { framed } from './kinds.ts';
import { rngFor } from './prng.ts';
import { showroomDrawings } from './showroom-images.ts';
import { colourHex } from './words.ts';

export interface PhotoSpec {
  /** Site URL of the original, under PHOTO_ROOT. */
  src: string;
  width: number;
  height: number;
  /** The drawing the photo is made from. */
  svg: string;
}

export const PHOTO_ROOT = '/demo/img/photos';
export const PRODUCT_PHOTO = { width: 1080, height: 1350 } as const;
export const PHOTOS_PER_COLLECTION = 2;
/** Shop fronts and interiors are drawn small; their photos are enlarged to this long side. */
const LONG_SIDE = 1200;

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => {
  const [x, y] = [rgb(colourHex(a)), rgb(colourHex(b))];
  return x.reduce((sum, v, i) => sum + (v - y[i]!) ** 2, 0);
};

/** The collection's photo colours: as far apart as its colour list allows, so the pool looks varied. */
export function photoColours(spec: CollectionSpec): string[] {
  const candidates = [...new Set(imageColours(spec))];
  const chosen = [candidates[0]!];
  while (chosen.length < Math.min(PHOTOS_PER_COLLECTION, candidates.length)) {
    const far = (c: string) => Math.min(...chosen.map((d) => distance(c, d)));
    const next = candidates.filter((c) => !chosen.includes(c)).reduce((best, c) => (far(c) > far(best) ? c : best));
    chosen.push(next);
  }
  return chosen;
}

/** The photo a product of this colour shows: the pool's nearest colour. */
export function productPhoto(spec: CollectionSpec, colour: string): string {
  const colours = photoColours(spec);
  const nearest = colours.reduce((best, c, i) => (distance(colour, c) < distance(colour, colours[best]!) ? i : best), 0);
  return `${PHOTO_ROOT}/products/${collectionSlug(spec.name)}-${nearest + 1}.jpg`;
}

function productPhotos(): PhotoSpec[] {
  return COLLECTIONS.flatMap((spec) =>
    photoColours(spec).map((colour, i) => {
      const slug = collectionSlug(spec.name);
      const rng = rngFor(`${slug}/photo/${i + 1}`);
      const svg = framed(480, 600, [spec.kind], [paletteFrom(colourHex(colour), rng)], rng);
      return { src: `${PHOTO_ROOT}/products/${slug}-${i + 1}.jpg`, ...PRODUCT_PHOTO, svg };
    }),
  );
}

/** Every photo the shipped shop uses: products, the showcase cards the config points here, showrooms. */
export function demoPhotos(catalogue: Catalogue): PhotoSpec[] {
  const showcase = [...showcaseDrawings(catalogue, `${PHOTO_ROOT}/showcase/`)].map(([src, svg]) => ({ src, ...PRODUCT_PHOTO, svg }));
  const showrooms = showroomDrawings().map(({ name, width, height, svg }) => {
    const scale = LONG_SIDE / Math.max(width, height);
    return { src: `${PHOTO_ROOT}/showrooms/${name}.jpg`, width: Math.round(width * scale), height: Math.round(height * scale), svg };
  });
  return [...productPhotos(), ...showcase, ...showrooms];
}
