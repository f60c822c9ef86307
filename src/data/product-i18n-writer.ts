import { isBlank, trimBlanks } from '../domain/blank';
import { TEXT_LIMITS, TRANSLATED_FIELDS, type TranslatedField } from '../domain/product-fields';
import type { Translations } from '../domain/product-texts';
import type { Finding } from './product';
import { BROKEN_CHARACTERS, notALanguage, notTranslated, overLimit } from './product-messages';
import { wellFormed } from './product-text';

const isTranslated = (key: string): key is TranslatedField => (TRANSLATED_FIELDS as readonly string[]).includes(key);

/**
 * The owner's texts in the shop's other languages (`languages`, their keys) as the product document holds
 * them: titles trimmed, blank texts left out (the default language's shows), undefined when none is left.
 * What the reader (src/data/product-i18n.ts) would repair or leave out is a problem in `problems`, in its words:
 * a language the shop does not have, a field other than title and des, a text over TEXT_LIMITS or with broken characters.
 */
export function writtenTranslations(
  i18n: Translations | undefined,
  languages: readonly string[],
  problems: Finding[],
): Translations | undefined {
  const problem = (message: string) => problems.push({ field: 'i18n', message });
  const written: Record<string, Partial<Record<TranslatedField, string>>> = {};
  for (const [language, texts] of Object.entries(i18n ?? {})) {
    if (!languages.includes(language)) {
      problem(notALanguage(language, languages));
      continue;
    }
    const kept: Partial<Record<TranslatedField, string>> = {};
    for (const [key, typed] of Object.entries(texts)) {
      if (!isTranslated(key)) problem(notTranslated(language, key));
      else if (typed !== undefined && !isBlank(typed)) {
        const text = key === 'title' ? trimBlanks(typed) : typed;
        if (text.length > TEXT_LIMITS[key]) problem(`${language}.${key}: ${overLimit(text.length, TEXT_LIMITS[key])}`);
        if (wellFormed(text) !== text) problem(`${language}.${key}: ${BROKEN_CHARACTERS}`);
        kept[key] = text;
      }
    }
    if (Object.keys(kept).length > 0) written[language] = kept;
  }
  return Object.keys(written).length > 0 ? written : undefined;
}
