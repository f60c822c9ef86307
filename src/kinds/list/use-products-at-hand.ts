import { useEffect, useState } from 'react';
import type { ProductsResult } from '../../data/read-products';

type Ready = Extract<ProductsResult, { status: 'ready' }>;
type Failed = Extract<ProductsResult, { status: 'error' }>;

/** What the list shows: its loader's latest result, or, after a failed read, the products it had. */
export interface ProductsAtHand {
  data: ProductsResult;
  /** Set while a read failed and `data` holds the products read before (dated by their `readAt`). */
  failed?: Failed;
}

/**
 * A read that fails (the full read after hydration, Retry) would replace the cards on the page with an
 * error, though they are still good to look at and search. Whatever the cause (no connection, a timeout
 * on a slow phone, a refusal by the backend), the last products read are kept, dated, with the failure
 * beside them, and read again as soon as the browser says it is back online. Only a page that has no
 * products at all shows the error in their place.
 */
export function useProductsAtHand(data: ProductsResult, readAgain: () => Promise<void>): ProductsAtHand {
  const [atHand, setAtHand] = useState<Ready | undefined>(data.status === 'ready' ? data : undefined);
  // Kept in state, set while rendering: the products are never a render behind the loader's.
  if (data.status === 'ready' && data !== atHand) setAtHand(data);
  const failed = data.status === 'error' && atHand ? data : undefined;

  useEffect(() => {
    if (!failed) return;
    const onOnline = () => void readAgain();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed, readAgain]);

  return failed && atHand ? { data: atHand, failed } : { data };
}
