import { isBlank } from '../domain/blank';
import { TRANSLATED_FIELDS, type TranslatedField } from '../domain/product-fields';
import type { Translations } from '../domain/product-texts';
import type { Finding } from './product';
import { I18N_RULE, notALanguage, notTranslated, translatedText, translationRule } from './product-messages';
import { shownText } from './product-text';

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTranslated = (key: string): key is TranslatedField => (TRANSLATED_FIELDS as readonly string[]).includes(key);

/**
 * A document's `i18n` as the site shows it, for a shop whose other languages are `languages` (their keys, e.g.
 * ['bn']): per language a title and a description, read as the default language's are (shownText); a blank one
 * is none, so the default language's shows. Anything else under `i18n` is left out and reported in `findings`,
 * and the default language's text shows instead. Undefined when nothing is left, and always for a one-language
 * shop, to which `i18n` is no product field (src/domain/product-fields.ts).
 */
export function translationsOf(value: unknown, languages: readonly string[], findings: Finding[]): Translations | undefined {
  if (languages.length === 0 || value === undefined) return undefined;
  const found = (message: string, cleaned?: true) => findings.push({ field: 'i18n', message, ...(cleaned ? { cleaned } : {}) });
  if (!isMapping(value)) {
    found(`${I18N_RULE}; left out`);
    return undefined;
  }
  const kept: Record<string, Partial<Record<TranslatedField, string>>> = {};
  for (const [language, texts] of Object.entries(value)) {
    if (!languages.includes(language)) {
      found(`${notALanguage(language, languages)}; left out`);
      continue;
    }
    if (!isMapping(texts)) {
      found(`${translationRule(language)}; left out`);
      continue;
    }
    const shown: Partial<Record<TranslatedField, string>> = {};
    for (const [key, text] of Object.entries(texts)) {
      if (!isTranslated(key)) found(`${notTranslated(language, key)}; left out`);
      else if (typeof text !== 'string') found(`${translatedText(language, key)}; the default language's is shown`);
      else if (!isBlank(text)) {
        const { text: read, repairs } = shownText(text, key);
        for (const { message, cleaned } of repairs) found(`${language}.${key}: ${message}`, cleaned);
        shown[key] = read;
      }
    }
    if (Object.keys(shown).length > 0) kept[language] = shown;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}
