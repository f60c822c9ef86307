// Combining marks left by NFKD (the accent of 'é' once it is 'e' + U+0301).
const MARKS = /\p{M}/gu;

/**
 * The one rule for a collection's file name (without `.json`), used wherever a demo file is read
 * or written: the site's demo source, the Vite plugin, the demo generators, seed and check-data.
 * 'Ladies Bag' -> 'ladies-bag', 'Bags.' -> 'bags', 'Café Noir' -> 'cafe-noir': accents folded to
 * ASCII, lower case, every run of other characters one '-', none at either end. '' when the name
 * has no letter or digit (the config check refuses such a collection).
 */
export function collectionSlug(collection: string): string {
  return collection
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The demo file of a collection: 'Ladies Bag' -> 'ladies-bag.json'. */
export function collectionFileName(collection: string): string {
  return `${collectionSlug(collection)}.json`;
}
