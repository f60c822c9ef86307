import type { SearchField, Searchable } from '../../src/domain/search';

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
const matches = (items: readonly Searchable[], word: string, fields: readonly SearchField[]) =>
  items.filter((item) => fields.some((f) => item[f].toLocaleLowerCase().includes(word))).length;

/** A word of a product title that the search finds in some products but fewer than `below`, or a loud error. */
export function narrowingWord(items: readonly Searchable[], fields: readonly SearchField[], below: number): string {
  const word = items
    .flatMap((p) => words(p.title))
    .find((w) => {
      const found = matches(items, w, fields);
      return found > 0 && found < below;
    });
  if (!word) throw new Error('no title word narrows this list: every word is in every product');
  return word;
}

/** A word found in a description but in no title: a title-only search must not find it. */
export function descriptionOnlyWord(items: readonly Searchable[]): string {
  const word = items.flatMap((p) => words(p.des)).find((w) => matches(items, w, ['title']) === 0);
  if (!word) throw new Error('every description word is in some title too');
  return word;
}

/** A query no product of any shop is likely to match. */
export const NO_MATCH = 'zqxjkv';
