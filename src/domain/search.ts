/** The product fields a list's search may match (`lists[].search`): the schema and the filter read this one list. */
export const SEARCH_FIELDS = ['title', 'des'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface Searchable {
  title: string;
  des: string;
}

/**
 * Case-insensitive substring match on the list's configured fields, then the
 * display window. An empty (or blank) query keeps everything.
 */
export function filterProducts<T extends Searchable>(
  items: readonly T[],
  query: string,
  fields: readonly SearchField[],
  limit: number,
): { shown: T[]; matched: number } {
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle ? items.filter((item) => fields.some((f) => item[f].toLocaleLowerCase().includes(needle))) : items;
  return { shown: matches.slice(0, limit), matched: matches.length };
}
