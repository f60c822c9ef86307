import { translationIn, type Translatable } from './product-texts.ts';

/** The product fields a list's search may match (`lists[].search`): the schema and the filter read this one list. */
export const SEARCH_FIELDS = ['title', 'des'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export type Searchable = Translatable;

// One form for both sides: the same letters typed precomposed or decomposed (a Bengali keyboard's য় or
// য + ় ) compare equal, and lower case where the script has case (Bengali has none: it is left as it is).
const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/**
 * Case-insensitive, Unicode-normalised (NFC) substring match on the list's configured fields, then the
 * display window. An empty (or blank) query keeps everything. On a page in another of the shop's languages
 * (`language`, its key), a field matches in that language's text (`i18n`) as well as in the default one's,
 * so a visitor may type either.
 */
export function filterProducts<T extends Searchable>(
  items: readonly T[],
  query: string,
  fields: readonly SearchField[],
  limit: number,
  language?: string,
): { shown: T[]; matched: number } {
  const needle = folded(query.trim());
  const texts = (item: T) => {
    const translated = translationIn(item, language);
    return fields.flatMap((f) => [item[f], translated?.[f] ?? '']);
  };
  const matches = needle ? items.filter((item) => texts(item).some((text) => folded(text).includes(needle))) : items;
  return { shown: matches.slice(0, limit), matched: matches.length };
}
