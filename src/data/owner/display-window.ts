import type { OwnerProduct } from './owner-products';

/** The products the public list shows of a shelf (in its order): those the reader shows and the owner has not hidden. */
export const onPublicList = (products: readonly OwnerProduct[]): OwnerProduct[] => products.filter((p) => p.shown && !p.hidden);

/**
 * The product a new shown one would push off a list at its display window (`lists[].limit`): new products
 * come first, so the last of the window goes. Undefined while the list has room.
 */
export function pushedOut(products: readonly OwnerProduct[], limit: number): OwnerProduct | undefined {
  const shown = onPublicList(products);
  return shown.length >= limit ? shown[limit - 1] : undefined;
}
