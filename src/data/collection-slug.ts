/** File name of a collection's demo data: 'Ladies Bag' -> 'ladies-bag'. */
export function collectionSlug(collection: string): string {
  return collection.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
