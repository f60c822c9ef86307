import type { Money } from '../domain/price';
import { MAX_IMAGE_URL, TRANSLATED_FIELDS } from '../domain/product-fields';
import { priceHint } from './price-hint';

// The words of what is wrong with a product field, shared by the lenient reader (src/data/product.ts),
// which adds what it did about it ("; cut for display"), and the strict writer (src/data/product-writer.ts),
// which refuses: an owner reads the same reason in check-data, the build's warnings and the editor.

export const TITLE_REQUIRED = 'title must be a non-empty string';
export const DES_TEXT = 'des must be a string';
export const BROKEN_CHARACTERS = 'broken characters (lone surrogates)';
export const HIDDEN_RULE = 'hidden must be true or false';
export const CREATED_AT_RULE = 'createdAt must be a time';
export const DUPLICATE_ID = 'an earlier document has this id; only the first is shown';

// https only: the site's Content-Security-Policy (img-src 'self' https: data:) blocks plain http pictures.
// The reader takes the demo data's site-relative pictures too; the owner's pages write only https:// ones.
/** "img must be an https:// or site-relative URL" (the reader), "img must be an https:// URL" (the writer). */
export const imageRule = (relative: boolean) => `img must be an https://${relative ? ' or site-relative' : ''} URL`;

/** "300 characters, more than 200": a text over its limit. */
export const overLimit = (length: number, limit: number) => `${length} characters, more than ${limit}`;

export const longImage = (length: number) => `${length} characters, longer than a picture address may be (${MAX_IMAGE_URL})`;

/** '"call us" is not an amount of 0 or more, like 1299 or "₹1,299.50"', the example in the shop's currency and language. */
export const unreadablePrice = (value: unknown, money?: Money) => `${quoted(value)} is not an amount of 0 or more, ${priceHint(money)}`;

/** A stored value as a message quotes it: short, and on one line. */
export function quoted(value: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = typeof value; // a BigInt, or an object with a cycle
  }
  return json.length > 40 ? `${json.slice(0, 39)}…` : json;
}

// The words about `i18n`, the texts in the shop's other languages: a text's own words (overLimit,
// BROKEN_CHARACTERS) follow its path, "bn.title: 300 characters, more than 200".
export const I18N_RULE = 'i18n must be a mapping of language keys to texts';

/** '"fr" is not one of the shop's other languages (bn)'. */
export const notALanguage = (key: string, languages: readonly string[]) =>
  `${quoted(key)} is not one of the shop's other languages${languages.length > 0 ? ` (${languages.join(', ')})` : ''}`;

/** "bn must be a mapping of title and des". */
export const translationRule = (language: string) => `${language} must be a mapping of ${TRANSLATED_FIELDS.join(' and ')}`;

/** 'bn."colour" is not a translated field (title, des)'. */
export const notTranslated = (language: string, key: string) =>
  `${language}.${quoted(key)} is not a translated field (${TRANSLATED_FIELDS.join(', ')})`;

/** "bn.title must be a string". */
export const translatedText = (language: string, field: string) => `${language}.${field} must be a string`;
