import type { Money } from '../../domain/price';
import { createDemoSource } from '../demo/demo-source';
import { keepProduct } from '../demo/keep-product';
import { isMapping } from '../demo/stored-json';
import { newSubmissionToken } from '../enquiry-id';
import type { CatalogueSource } from '../source';
import { failureOf, OwnerFailure } from './failure';
import type { OwnerProducts } from './owner-products';
import { removedFields } from './product-change';
import { productShelf } from './product-shelf';

export interface DemoProductsOptions {
  /** The shop's site.lang and site.currency: the reader's findings give a price example in them. */
  money?: Money;
  /** The demo source whose products are changed: the built-in demo data (the tests give their own files). */
  source?: CatalogueSource;
}

const keep = (collection: string, id: string, document: Record<string, unknown> | null): Promise<OwnerFailure | null> => {
  const refused = keepProduct(collection, id, document);
  return Promise.resolve(refused ? new OwnerFailure('failed', refused.message, { cause: refused }) : null);
};

/**
 * The demo owner's products (no Firebase settings, as `npm start` runs): the built-in demo data with this
 * browser's changes (src/data/demo/product-overlay.ts), read and changed as the Firestore ones are, so the
 * public pages of this browser show them. `createdAt` is this browser's time, as ISO text. Not mimicked: the
 * rules' refusals (an unknown field kept by an edit is kept here). A write the browser refuses (storage
 * blocked or full) resolves to an OwnerFailure with the browser's own words, and changes nothing.
 */
export function createDemoProducts({ money, source = createDemoSource() }: DemoProductsOptions = {}): OwnerProducts {
  const stored = async (collection: string, id: string) => (await source.readCollection(collection)).find((d) => d.id === id);
  return {
    async read(target) {
      try {
        return productShelf(await source.readCollection(target.collection), target, money);
      } catch (error) {
        throw failureOf(error, { write: false, signedIn: true });
      }
    },
    newId: () => newSubmissionToken(),
    add: (collection, id, document) => keep(collection, id, { ...document, createdAt: new Date().toISOString() }),
    async change(collection, id, document, drop) {
      let found: unknown;
      try {
        found = (await stored(collection, id))?.data;
      } catch (error) {
        return failureOf(error, { write: true, signedIn: true });
      }
      if (!isMapping(found)) return new OwnerFailure('gone', `no product "${id}" in ${collection}`);
      const removed = new Set(removedFields(document, drop));
      const kept = Object.fromEntries(Object.entries(found).filter(([field]) => !removed.has(field)));
      return keep(collection, id, { ...kept, ...document });
    },
    remove: (collection, id) => keep(collection, id, null),
  };
}
