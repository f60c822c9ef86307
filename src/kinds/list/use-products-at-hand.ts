import { useEffect, useState } from 'react';
import type { ProductsResult } from '../../data/read-products';

type Ready = Extract<ProductsResult, { status: 'ready' }>;

/** What the list shows: its loader's latest result, or, with no connection, the products it had. */
export interface ProductsAtHand {
  data: ProductsResult;
  /** True while a read failed offline and `data` holds the products read before (dated by their `readAt`). */
  offline: boolean;
}

/**
 * A read that fails with no connection (the full read after hydration, Retry) would replace the cards
 * on the page with an error, though they are still good to look at and search. Instead the last products
 * read are kept, dated, and read again as soon as the browser is back online, which ends the note.
 * A failure while online is still an error with Retry: the backend refused, so saying so is honest.
 */
export function useProductsAtHand(data: ProductsResult, readAgain: () => Promise<void>): ProductsAtHand {
  const [atHand, setAtHand] = useState<Ready | undefined>(data.status === 'ready' ? data : undefined);
  // Kept in state, set while rendering: the products are never a render behind the loader's.
  if (data.status === 'ready' && data !== atHand) setAtHand(data);
  const kept = data.status === 'error' && data.offline && atHand ? atHand : undefined;

  useEffect(() => {
    if (!kept) return;
    const onOnline = () => void readAgain();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [kept, readAgain]);

  return kept ? { data: kept, offline: true } : { data, offline: false };
}
