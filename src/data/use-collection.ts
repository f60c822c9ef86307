import { useCallback, useEffect, useState } from 'react';
import { toProducts, type Product } from './product';
import { useSource } from './source-context';
import { withTimeout } from './with-timeout';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; products: Product[] }
  | { status: 'error'; message: string };

/** Reads a collection once when the page opens; `retry` reads it again after a failure. */
export function useCollection(collection: string, timeoutMs: number): CollectionState & { retry: () => void } {
  const source = useSource();
  const [state, setState] = useState<CollectionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    withTimeout(source.readCollection(collection), timeoutMs).then(
      (docs) => live && setState({ status: 'ready', products: toProducts(collection, docs) }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[catalogue] could not read collection "${collection}": ${message}`);
        if (live) setState({ status: 'error', message });
      },
    );
    return () => {
      live = false;
    };
  }, [source, collection, timeoutMs, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
