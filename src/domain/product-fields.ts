/**
 * The fields a product document may hold, in one list: the site's reader (src/data/product.ts), the owner's
 * writer (src/data/product-writer.ts), `check-data`, the generated firestore.rules and the seed files all
 * name a product's fields from here, so a field added here is added everywhere or fails to compile.
 * - `title`, `des`: texts (`TEXT_LIMITS`); `img`: the picture's address; `price`: an amount of 0 or more,
 *   used only where a list shows prices (`lists[].price`);
 * - `hidden`: true keeps the product off the public pages (not secret: anyone may still read the document);
 * - `createdAt`: the server's time when the owner's pages added it; public lists show the newest first.
 */
export const PRODUCT_FIELDS = ['title', 'des', 'img', 'price', 'hidden', 'createdAt'] as const;

export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** The fields a list's documents use: all but `price` where the list shows no prices. */
export function productFields(priced: boolean): readonly ProductField[] {
  return priced ? PRODUCT_FIELDS : PRODUCT_FIELDS.filter((field) => field !== 'price');
}

/** Display limits: a 1 MB string in a title must not make a card (and the page) unusable. */
export const TEXT_LIMITS = { title: 200, des: 2000 } as const;

/** Every pre-rendered page and JSON-LD block repeats a picture's address: a megabyte of it is a fault, not a picture. */
export const MAX_IMAGE_URL = 2048;
