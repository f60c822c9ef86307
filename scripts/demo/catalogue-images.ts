// Category and showcase pictures: silhouettes on a soft backdrop.
import { paletteFrom, paletteFromHue } from './colour.ts';
import { framed, type Kind } from './kinds.ts';
import { rngFor, seedFrom } from './prng.ts';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { COLOURS, KIDS_COLOURS, colourHex } from './words.ts';

export type Files = Map<string, string>;

/** Category card ids from the config; group categories show three of their kinds side by side. */
const CATEGORY_KINDS: Readonly<Record<string, readonly Kind[]>> = {
  'womens-wear': ['kurti', 'saree', 'croptop'],
  'mens-wear': ['shirt', 'blazer', 'jeans'],
  'kids-wear': ['kids-tshirt', 'frock', 'shorts'],
  accessories: ['handbag', 'trolley', 'wallet'],
  'beauty-care': ['cosmetics', 'herbal'],
  saree: ['saree'],
  churidar: ['churidar'],
  'womens-jeans': ['jeans'],
  lehenga: ['lehenga'],
  'womens-tshirt': ['tshirt'],
  'crop-top': ['croptop'],
  kurti: ['kurti'],
  'men-blazer': ['blazer'],
  'men-tshirt': ['tshirt'],
  panjabi: ['panjabi'],
  'men-shirt': ['shirt'],
  'men-jeans': ['jeans'],
  'kids-tshirt': ['kids-tshirt'],
  'kids-blazer': ['blazer'],
  'kids-panjabi': ['panjabi'],
  'kids-dress': ['baby-dress'],
  'kids-half-pant': ['shorts'],
  'kids-full-pant': ['jeans'],
  kidsfrock: ['frock'],
  'ladies-bag': ['handbag'],
  'room-freshner': ['spray'],
  'trolley-bag': ['trolley'],
  'school-bag': ['backpack'],
  wallet: ['wallet'],
  cosmetics: ['cosmetics'],
  chandraboti: ['herbal'],
};

export function addCategoryImages(files: Files): void {
  for (const [id, kinds] of Object.entries(CATEGORY_KINDS)) {
    const rng = rngFor(`category/${id}`);
    const base = seedFrom(id) % 360;
    const palettes = kinds.map((_, i) => paletteFromHue(base + i * 70, rng));
    files.set(`public/demo/img/categories/${id}.svg`, framed(480, 360, kinds, palettes, rng));
  }
}

/** The garment a showcase card names: a skirt set, another set, or a frock. */
function showcaseKind(title: string): Kind {
  if (/skirt/i.test(title)) return 'skirt-set';
  return /set/i.test(title) ? 'frock-set' : 'frock';
}

/** The colour a card's note names ('Colour: Pink', 'Colour: Red and Gold'), if we can draw it. */
function noteColour(note: string): string | undefined {
  const named = /^Colour:\s*(.+)$/i
    .exec(note)?.[1]
    ?.split(/\s+and\s+/i)[0]
    ?.trim();
  if (!named) return undefined;
  return Object.keys(COLOURS).find((c) => c === named || c.endsWith(` ${named}`));
}

/**
 * The drawing of each showcase card of the config whose picture is under `folder`, by its URL:
 * the garment and colour the card names, so photo and text agree.
 */
export function showcaseDrawings(catalogue: Catalogue, folder: string): Map<string, string> {
  const cards = catalogue.showcases.flatMap((s) => s.cards).filter((c) => c.image.src.startsWith(folder));
  return new Map(
    cards.map((card, i) => {
      const rng = rngFor(`showcase/${card.image.src}`);
      const colour = noteColour(card.note) ?? KIDS_COLOURS[(i * 5) % KIDS_COLOURS.length] ?? 'Red';
      return [card.image.src, framed(480, 600, [showcaseKind(card.title)], [paletteFrom(colourHex(colour), rng)], rng)];
    }),
  );
}
