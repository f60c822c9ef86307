// Bengali titles and descriptions for the demo products of some lists, made from the English wording
// the recipes wrote: its words are read back and put in Bengali order ("Banarasi Silk Zari Border Saree -
// Red" → "লাল বেনারসি সিল্ক জরি পাড় শাড়ি"). Reading the English, rather than drawing words again, leaves
// every seeded stream, and so every generated file, as it is, and pairs each Bengali text with its English.
import type { Wording } from './collection-spec.ts';
import {
  BN_ADJECTIVES,
  BN_BAG_FEATURES,
  BN_BAG_MATERIALS,
  BN_BAG_TYPES,
  BN_CHURIDAR_STYLES,
  BN_COLOURS,
  BN_DRESS_FABRICS,
  BN_DUPATTAS,
  BN_ENDINGS,
  BN_FOR,
  BN_KURTI_DETAILS,
  BN_KURTI_STYLES,
  BN_SAREE_FABRICS,
  BN_SAREE_FEATURES,
  BN_SAREE_STYLES,
} from './bengali-words.ts';
import { lower } from './words.ts';

type Table<T = string> = Readonly<Record<string, T>>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A group matching any key of the table (as `form` writes it), longest first so "Dhakai Jamdani" wins over "Jamdani". */
const oneOf = (table: Table<unknown>, form = (key: string) => key) =>
  `(${Object.keys(table)
    .map(form)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`;

const COLOUR = oneOf(BN_COLOURS);
// The English descriptions end "…, ideal for Durga Puja." (ENDINGS and an occasion or use).
const END = `${oneOf(BN_ENDINGS)} ${oneOf(BN_FOR)}\\.`;

/** The words of `text` the pattern captures; a word with no Bengali is a gap in bengali-words.ts, said loudly. */
function read(list: string, text: string, pattern: string): string[] {
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) throw new Error(`${list}: "${text}" has a word scripts/demo/bengali-words.ts does not translate`);
  return match.slice(1).map((word) => word ?? '');
}

function bn<T>(table: Table<T>, english: string): T {
  const found = table[english];
  if (found === undefined) throw new Error(`No Bengali for "${english}"`);
  return found;
}

/** "দুর্গাপুজোর জন্য আদর্শ।": Bengali puts the occasion first. */
const ending = (ideal: string, occasion: string) => `${bn(BN_FOR, occasion)} ${bn(BN_ENDINGS, ideal)}।`;

const words = (...parts: string[]) => parts.filter(Boolean).join(' ');

// Each reads the English its recipe in collections-*.ts writes; change them together.
const RECIPES: Table<(english: Wording) => Wording> = {
  saree: ({ title, des }) => {
    const [fabric = '', style = '', colour = ''] = read(
      'saree',
      title,
      `${oneOf(BN_SAREE_FABRICS)}(?: ${oneOf(BN_SAREE_STYLES)})? Saree - ${COLOUR}`,
    );
    const [adjective = '', , feature = '', ideal = '', occasion = ''] = read(
      'saree',
      des,
      `${oneOf(BN_ADJECTIVES)} ${oneOf(BN_SAREE_FABRICS, lower)} saree with ${oneOf(BN_SAREE_FEATURES)} and a blouse piece, ${END}`,
    );
    const look = style ? bn(BN_SAREE_STYLES, style) : undefined;
    const cloth = bn(BN_SAREE_FABRICS, fabric);
    return {
      title: words(bn(BN_COLOURS, colour), look?.before ? look.bn : '', cloth, look && !look.before ? look.bn : '', 'শাড়ি'),
      des: `${words(bn(BN_SAREE_FEATURES, feature), bn(BN_ADJECTIVES, adjective), cloth, 'শাড়ি')}, সঙ্গে ব্লাউজ পিস। ${ending(ideal, occasion)}`,
    };
  },
  churidar: ({ title, des }) => {
    const [style = '', fabric = '', colour = ''] = read(
      'churidar',
      title,
      `${oneOf(BN_CHURIDAR_STYLES)} ${oneOf(BN_DRESS_FABRICS)} Churidar Set - ${COLOUR}`,
    );
    const [adjective = '', , dupatta = '', ideal = '', occasion = ''] = read(
      'churidar',
      des,
      `${oneOf(BN_ADJECTIVES)} ${oneOf(BN_DRESS_FABRICS, lower)} churidar set with ${oneOf(BN_DUPATTAS)}, ${END}`,
    );
    const cloth = bn(BN_DRESS_FABRICS, fabric);
    return {
      title: words(bn(BN_COLOURS, colour), cloth, bn(BN_CHURIDAR_STYLES, style), 'চুড়িদার সেট'),
      des: `${words(bn(BN_DUPATTAS, dupatta), 'সহ', bn(BN_ADJECTIVES, adjective), cloth, 'চুড়িদার সেট')}। ${ending(ideal, occasion)}`,
    };
  },
  kurti: ({ title, des }) => {
    const [fabric = '', style = '', colour = ''] = read(
      'kurti',
      title,
      `${oneOf(BN_DRESS_FABRICS)} ${oneOf(BN_KURTI_STYLES)} Kurti - ${COLOUR}`,
    );
    const [, detail = '', ideal = '', occasion = ''] = read(
      'kurti',
      des,
      `Comfortable ${oneOf(BN_DRESS_FABRICS, lower)} kurti with ${oneOf(BN_KURTI_DETAILS)}, ${END}`,
    );
    const cloth = bn(BN_DRESS_FABRICS, fabric);
    return {
      title: words(bn(BN_COLOURS, colour), cloth, bn(BN_KURTI_STYLES, style), 'কুর্তি'),
      des: `${words(bn(BN_KURTI_DETAILS, detail), 'আরামদায়ক', cloth, 'কুর্তি')}। ${ending(ideal, occasion)}`,
    };
  },
  'ladies-bag': ({ title, des }) => {
    const [material = '', type = '', colour = ''] = read(
      'ladies-bag',
      title,
      `${oneOf(BN_BAG_MATERIALS)} ${oneOf(BN_BAG_TYPES)} - ${COLOUR}`,
    );
    const [, , feature = '', ideal = '', use = ''] = read(
      'ladies-bag',
      des,
      `Stylish ${oneOf(BN_BAG_MATERIALS, lower)} ${oneOf(BN_BAG_TYPES, lower)} with ${oneOf(BN_BAG_FEATURES)}, ${END}`,
    );
    const bag = words(bn(BN_BAG_MATERIALS, material), bn(BN_BAG_TYPES, type));
    return {
      title: words(bn(BN_COLOURS, colour), bag),
      des: `${words(bn(BN_BAG_FEATURES, feature), 'সহ স্টাইলিশ', bag)}। ${ending(ideal, use)}`,
    };
  },
};

/** The lists (ids of catalogue.config.yaml) whose demo products have a Bengali title and description. */
export const BENGALI_LISTS: readonly string[] = Object.keys(RECIPES);

/**
 * The Bengali title and description of a demo product of `listId`, from its English ones; undefined for a
 * list without Bengali words, whose products show their English on /bn/ pages.
 */
export function bengaliProductText(listId: string, english: Wording): Wording | undefined {
  const recipe = RECIPES[listId];
  if (!recipe) return undefined;
  const { title, des } = recipe(english);
  return { title: title.normalize('NFC'), des: des.normalize('NFC') };
}
