// Starter demo data for a new shop: for each list of its config with no demo file yet, a dozen
// products with pictures, so `npm run dev` shows full pages before the first real photo exists.
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { collectionSlug } from '../../src/domain/collection-file.ts';
import type { Files } from './catalogue-images.ts';
import { paletteFrom } from './colour.ts';
import { framed, type Kind } from './kinds.ts';
import { int, rngFor } from './prng.ts';
import { colourHex } from './words.ts';

const COLOURS = [
  'Black',
  'Navy Blue',
  'Maroon',
  'Grey',
  'Teal',
  'Mustard',
  'White',
  'Wine',
  'Bottle Green',
  'Rust',
  'Royal Blue',
  'Peach',
] as const;

// The first word found in a list's title, collection or route decides its picture.
const KIND_WORDS: readonly [RegExp, Kind][] = [
  [/sneaker|trainer|sport|running/i, 'sneaker'],
  [/sandal|slipper|chappal|flip/i, 'sandal'],
  [/shoe|boot|loafer|oxford|derby|heel|footwear/i, 'shoe'],
  [/wallet|purse/i, 'wallet'],
  [/trolley|luggage|suitcase/i, 'trolley'],
  [/backpack|school|laptop/i, 'backpack'],
  [/bag/i, 'handbag'],
  [/saree|sari/i, 'saree'],
  [/kurti/i, 'kurti'],
  [/jeans|denim|trouser|pant/i, 'jeans'],
  [/shirt|tee/i, 'tshirt'],
  [/blazer|jacket|coat/i, 'blazer'],
  [/frock|dress/i, 'frock'],
  [/cosmetic|beauty|lipstick/i, 'cosmetics'],
];

export const STARTER_COUNT = 12;

function kindOf(list: Catalogue['lists'][number]): Kind {
  const words = `${list.title} ${list.collection} ${list.route}`;
  return KIND_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'handbag';
}

/**
 * Demo files (`<demoDir>/<slug>.json`) and pictures (`<publicDir>/demo/img/products/...`) for every
 * collection `has` says is missing. Seeded by collection name: two runs write the same bytes.
 */
export function starterFiles(catalogue: Catalogue, dirs: { demo: string; public: string }, has: (slug: string) => boolean): Files {
  const files: Files = new Map();
  const lists = new Map(catalogue.lists.map((l) => [collectionSlug(l.collection), l]));
  for (const [slug, list] of lists) {
    if (has(slug)) continue;
    const rng = rngFor(`starter/${slug}`);
    const kind = kindOf(list);
    const docs = COLOURS.slice(0, STARTER_COUNT).map((colour, i) => {
      const n = String(i + 1).padStart(2, '0');
      const img = `/demo/img/products/${slug}-${n}.svg`;
      files.set(`${dirs.public}${img}`, framed(480, 600, [kind], [paletteFrom(colourHex(colour), rngFor(`starter/${slug}/${n}`))], rng));
      const title = `${colour} ${list.title}`;
      const des = `${title}: a demo product. Replace ${slug}.json with the shop's own products.`;
      const price = list.price ? int(rng, 4, 30) * 5 : undefined;
      return { id: `${slug}-${n}`, title, des, img, ...(price === undefined ? {} : { price }) };
    });
    files.set(`${dirs.demo}/${slug}.json`, `${JSON.stringify(docs)}\n`);
  }
  return files;
}
