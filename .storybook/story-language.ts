import { isValidElement } from 'react';
import type { Catalogue } from '../src/catalogue/schema';
import { languageCatalogue } from '../src/build-time/language-catalogue';
import { shopLanguages, type ShopLanguage } from '../src/domain/shop-languages';
import { defaultLocaleKey } from '../src/domain/locale-key';

/** The shop's languages a story can be drawn in: none to choose from in a shop of one language. */
export const storyLanguages = (catalogue: Catalogue): ShopLanguage[] => (catalogue.locales ? shopLanguages(catalogue) : []);

/** Each language's catalogue by key, as its pages get it (its texts, its routes under its prefix, its site.lang). */
export function storyCatalogues(catalogue: Catalogue): ReadonlyMap<string, Catalogue> {
  return new Map(storyLanguages(catalogue).map((l) => [l.key, languageCatalogue(catalogue, l.key)]));
}

/**
 * A story's args in the language `key`: stories take their args from the default language's catalogue when their
 * module loads, so every text the YAML writes per language is swapped for that language's words wherever it is
 * (props, lists, nested objects). Elements and functions are left as they are; so are addresses, which the
 * story's router and its links share.
 */
export function argsIn<A>(args: A, catalogue: Catalogue, key: string): A {
  const defaultKey = defaultLocaleKey(catalogue.site);
  if (key === defaultKey || !catalogue.translations) return args;
  const words = new Map<string, string>();
  for (const { texts } of catalogue.translations) {
    const from = texts[defaultKey];
    const to = texts[key];
    if (from !== undefined && to !== undefined && !words.has(from)) words.set(from, to);
  }
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return words.get(value) ?? value;
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object' || isValidElement(value)) return value;
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  return walk(args) as A;
}
