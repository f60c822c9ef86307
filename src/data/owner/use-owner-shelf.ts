import { useCallback, useEffect, useRef, useState } from 'react';
import type { Money } from '../../domain/price';
import { productPhotoFolder } from '../../domain/product-photos';
import { writeProduct } from '../product-writer';
import { OwnerFailure } from './failure';
import type { OwnerProduct, OwnerProducts, ProductTarget } from './owner-products';
import type { ProductPhotos } from './product-photos';

/** A list's products as the owner's shelf shows them: being read, read, or failed. */
export interface ShelfState {
  phase: 'loading' | 'ready' | 'failed';
  products: OwnerProduct[];
  failure: OwnerFailure | null;
}

/** Why hiding or showing did not happen: a failure, or a document the owner must mend in the form first. */
export type ToggleResult = OwnerFailure | 'mend' | null;

export interface ShelfContext {
  products: OwnerProducts;
  photos: ProductPhotos | null;
  target: ProductTarget;
  money: Money;
  demo: boolean;
}

const asFailure = (error: unknown) =>
  error instanceof OwnerFailure ? error : new OwnerFailure('failed', error instanceof Error ? error.message : String(error));

/**
 * One list's shelf for the owner: read whole (hidden and skipped documents too), read again after every
 * stored change, and the changes made from it. Hiding writes the product as the form would, so a document
 * the writer refuses, or with fields the rules refuse, is sent to the form ('mend') rather than failing.
 * Deleting removes the document first, then its photos: no product is ever left pointing at deleted photos.
 */
export function useOwnerShelf({ products, photos, target, money, demo }: ShelfContext) {
  const [state, setState] = useState<ShelfState>({ phase: 'loading', products: [], failure: null });
  const [reads, setReads] = useState(0);
  const current = useRef(0);
  const { collection, price, languages } = target;

  useEffect(() => {
    const read = ++current.current;
    setState((s) => ({ ...s, phase: s.products.length && s.phase === 'ready' ? 'ready' : 'loading', failure: null }));
    products.read({ collection, price, ...(languages ? { languages } : {}) }).then(
      (shelf) => read === current.current && setState({ phase: 'ready', products: shelf.products, failure: null }),
      (error: unknown) => read === current.current && setState({ phase: 'failed', products: [], failure: asFailure(error) }),
    );
  }, [products, collection, price, languages, reads]);

  const reread = useCallback(() => setReads((n) => n + 1), []);
  // The seam has told the site's per-visit copy of the list to go (forgetting-saves.ts); the shelf reads again.
  const stored = reread;

  const setHidden = useCallback(
    async (product: OwnerProduct, hidden: boolean): Promise<ToggleResult> => {
      const written = writeProduct({ ...product.form, hidden }, { price, ...(languages ? { languages } : {}) }, money, {
        demoPhotos: demo,
      });
      if (written.problems || product.unknownFields.length > 0) return 'mend';
      const failure = await products.change(collection, product.id, written.document, []);
      if (!failure) stored();
      return failure;
    },
    [products, collection, price, languages, money, demo, stored],
  );

  const remove = useCallback(
    async (product: OwnerProduct): Promise<OwnerFailure | null> => {
      const failure = await products.remove(collection, product.id);
      if (failure) return failure;
      stored();
      return photos ? photos.removeAll(productPhotoFolder(collection, product.id)) : null;
    },
    [products, photos, collection, stored],
  );

  return { state, reread, stored, setHidden, remove };
}
