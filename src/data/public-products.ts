import type { Product } from './product';

// A document without createdAt was written before the owner's pages (seeded, or by hand in the console).
const time = (p: Dated) => p.createdAt ?? -Infinity;

/** Anything listed by when the owner's pages added it: a Product, or an OwnerProduct (null when undated). */
interface Dated {
  createdAt?: number | null;
}

/**
 * Newest first by createdAt; products without one after them, in the order they came (the sort is stable).
 * The owner's pages list a collection in this order too.
 */
export function newestFirst<P extends Dated>(products: readonly P[]): P[] {
  // Equal times first: two undated products would give -Infinity - -Infinity, NaN.
  return [...products].sort((a, b) => (time(a) === time(b) ? 0 : time(b) - time(a)));
}

/**
 * What the public sees of a collection: the products the owner has not hidden, newest first. Applied once,
 * where a page's products are read (read-products.ts), so the list, its search and count, the pre-rendered
 * page and its JSON-LD all leave a hidden product out. Hidden is not secret: anyone may still read the document.
 */
export function publicProducts(products: readonly Product[]): Product[] {
  return newestFirst(products.filter((p) => !p.hidden));
}
