import type { ShopLanguage } from './shop-languages.ts';

/**
 * The locale to give Intl (prices, numbers, dates) on a language's pages: with `latn`, its language with
 * Latin digits (bn-IN-u-nu-latn: ₹1,23,456); with `native`, its language as it stands, so Intl writes its
 * own digits (bn-IN: ₹১,২৩,৪৫৬). Never for tel: or wa.me links, which always carry Latin digits.
 */
export function intlLocale({ lang, digits }: Pick<ShopLanguage, 'lang' | 'digits'>): string {
  return digits === 'latn' ? new Intl.Locale(lang, { numberingSystem: 'latn' }).toString() : lang;
}
