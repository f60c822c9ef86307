import type { TranslatedField } from './product-fields.ts';

/** A product's texts in the shop's other languages, by language key: `{ bn: { title, des } }`, either may be missing. */
export type Translations = Readonly<Record<string, Readonly<Partial<Record<TranslatedField, string>>>>>;

/** What has texts in the default language and, maybe, in others (a product, the owner's form). */
export interface Translatable {
  title: string;
  des: string;
  i18n?: Translations | undefined;
}

/** The texts a product has of its own in `language` (the key of one of the shop's other languages), if any. */
export function translationIn(product: Translatable, language?: string): Translations[string] | undefined {
  const { i18n } = product;
  return language !== undefined && i18n !== undefined && Object.hasOwn(i18n, language) ? i18n[language] : undefined;
}

/**
 * A product's title and description in `language` (the key of one of the shop's other languages), each field
 * the default language's where that language has none; without `language`, the default language's.
 */
export function textsIn(product: Translatable, language?: string): { title: string; des: string } {
  const texts = translationIn(product, language);
  return { title: texts?.title ?? product.title, des: texts?.des ?? product.des };
}
