/**
 * The fields a product document may hold, in one list: the site's reader (src/data/product.ts), the owner's
 * writer (src/data/product-writer.ts), `check-data`, the generated firestore.rules and the seed files all
 * name a product's fields from here, so a field added here is added everywhere or fails to compile.
 * - `title`, `des`: texts (`TEXT_LIMITS`); `img`: the picture's address; `price`: an amount of 0 or more,
 *   used only where a list shows prices (`lists[].price`);
 * - `hidden`: true keeps the product off the public pages (not secret: anyone may still read the document);
 * - `createdAt`: the server's time when the owner's pages added it; public lists show the newest first;
 * - `i18n`: the texts in the shop's other languages, `{ bn: { title, des } }` (TRANSLATED_FIELDS), each
 *   falling back to the default language's where missing. Only a shop with other languages has it.
 */
export const PRODUCT_FIELDS = ['title', 'des', 'img', 'price', 'hidden', 'createdAt', 'i18n'] as const;

export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** The fields `i18n` may hold per language, with the limits of the default language's (TEXT_LIMITS). */
export const TRANSLATED_FIELDS = ['title', 'des'] as const;

export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/**
 * The fields a list's documents use: all but `price` where the list shows no prices, and `i18n` only where
 * the shop has `languages` besides its default one (their keys, e.g. ['bn']): a one-language shop's are as before.
 */
export function productFields(priced: boolean, languages: readonly string[]): readonly ProductField[] {
  return PRODUCT_FIELDS.filter((field) => (field !== 'price' || priced) && (field !== 'i18n' || languages.length > 0));
}

/** Display limits: a 1 MB string in a title must not make a card (and the page) unusable. */
export const TEXT_LIMITS = { title: 200, des: 2000 } as const;

/** Every pre-rendered page and JSON-LD block repeats a picture's address: a megabyte of it is a fault, not a picture. */
export const MAX_IMAGE_URL = 2048;
