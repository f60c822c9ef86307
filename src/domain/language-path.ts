import { shopLanguages, type LanguagesConfig, type ShopLanguage } from './shop-languages.ts';

/** A site path under a language's prefix: "/saree" → "/bn/saree", "/" → "/bn"; no prefix (the default language) leaves it. */
export function underPrefix(path: string, prefix: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The path without its language's prefix ("/bn/saree" → "/saree", "/bn" → "/"), with the prefix found ('' for the default). */
export function splitPrefix(path: string, prefixes: readonly string[]): { prefix: string; path: string } {
  for (const prefix of prefixes) {
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { prefix, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { prefix, path: path.slice(prefix.length) };
  }
  return { prefix: '', path };
}

/** The language a catalogue is in (languageCatalogue sets it; the default language for a shop of one). */
export function catalogueLanguage(
  catalogue: LanguagesConfig & { language?: string | undefined; languages?: ShopLanguage[] | undefined },
): ShopLanguage {
  const languages = catalogue.languages ?? shopLanguages(catalogue);
  return languages.find((l) => l.key === catalogue.language) ?? languages[0]!;
}

/** Where the visitor is: the path, the query ('?q=…' or '') and the fragment ('#id' or ''), as react-router's location has them. */
export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same address in the language of `prefix` ('' for the default): the path moved from its language's prefix
 * (one of `prefixes`) to that one ("/bn/saree" ↔ "/saree", "/bn" ↔ "/"), the query and the fragment kept.
 */
export function addressIn(address: Address, prefixes: readonly string[], prefix: string): string {
  const { path } = splitPrefix(address.pathname, prefixes);
  return `${underPrefix(path, prefix)}${address.search}${address.hash}`;
}

/**
 * The key that textsIn and filterProducts take on a catalogue's pages: its language's when that is one of the
 * shop's other languages (`locales`), none on the default language's pages and in a shop of one language.
 */
export function productLanguage({
  locales,
  language,
}: {
  locales?: LanguagesConfig['locales'];
  language?: string | undefined;
}): string | undefined {
  return language !== undefined && locales !== undefined && Object.hasOwn(locales, language) ? language : undefined;
}
