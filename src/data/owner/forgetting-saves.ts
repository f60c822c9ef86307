import { announceSaved } from '../product-saves';
import type { OwnerFailure } from './failure';
import type { OwnerProducts } from './owner-products';

/**
 * The products, with this visit's copy of a list's public products (readProducts) forgotten after each save
 * to its collection (announceSaved: readProducts hears it and calls forgetProducts), so the owner's next look at
 * the public page reads the change. After a failed one too: a save that timed out may still have landed, and
 * forgetting costs one read.
 */
export function forgettingSaves(products: OwnerProducts): OwnerProducts {
  const forget =
    (collection: string) =>
    (result: OwnerFailure | null): OwnerFailure | null => {
      announceSaved(collection);
      return result;
    };
  return {
    read: (target) => products.read(target),
    newId: (collection) => products.newId(collection),
    add: (collection, id, document) => products.add(collection, id, document).then(forget(collection)),
    change: (collection, id, document, drop) => products.change(collection, id, document, drop).then(forget(collection)),
    remove: (collection, id) => products.remove(collection, id).then(forget(collection)),
  };
}
