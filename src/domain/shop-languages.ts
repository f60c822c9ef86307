import type { CatalogueConfig } from '../catalogue/schema.ts';
import { defaultLocaleKey } from './locale-key.ts';

/** How a language writes numbers, prices and dates: Latin digits, or its own (Intl's default for it). */
export type Digits = 'latn' | 'native';

/** One language of the shop, as the language switch, the head (hreflang) and the formatting read it. */
export interface ShopLanguage {
  /** Its key in texts written per language: site.locale (or site.lang's language) for the default, else its key in `locales`. */
  key: string;
  /** Its language tag: <html lang>, hreflang. */
  lang: string;
  /** The switch's link to it, in its own script. */
  label: string;
  digits: Digits;
  /** What its pages' addresses start with: '' for the default language (today's addresses), '/bn' for `locales.bn`. */
  prefix: '' | `/${string}`;
  isDefault: boolean;
}

/** The part of the catalogue that names the shop's languages. */
export type LanguagesConfig = Pick<CatalogueConfig, 'site' | 'locales'>;

/**
 * The shop's languages, the default one first. The default language's label is site.label, else its own
 * name in its own language from Intl ("English", "বাংলা"); its digits are site.digits, else `native`:
 * what site.lang alone has always given, so a shop of one language formats as before.
 */
export function shopLanguages({ site, locales = {} }: LanguagesConfig): ShopLanguage[] {
  const first: ShopLanguage = {
    key: defaultLocaleKey(site),
    lang: site.lang,
    label: site.label ?? ownName(site.lang),
    digits: site.digits ?? 'native',
    prefix: '',
    isDefault: true,
  };
  const others = Object.entries(locales).map(([key, { lang, label, digits }]): ShopLanguage => ({
    key,
    lang,
    label,
    digits,
    prefix: `/${key}`,
    isDefault: false,
  }));
  return [first, ...others];
}

/**
 * The keys of the shop's other languages, in the YAML's order (['bn']): those a product's `i18n` may hold and
 * the owner's form may write. None for a shop of one language, whose products have no such field.
 */
export function extraLanguageKeys({ locales = {} }: Pick<LanguagesConfig, 'locales'>): string[] {
  return Object.keys(locales);
}

/** A language's name in itself ("English" for en-IN, "বাংলা" for bn-IN), its first letter as a sentence starts. */
function ownName(lang: string): string {
  const language = new Intl.Locale(lang).language;
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
