import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: the first `first` at once, then `first`
 * more per step, each step a transition of its own. A 431-card list then never
 * holds a slow phone's main thread in one long commit: input stays responsive
 * and no long task blocks the page after hydration. `atLeast` items are always
 * rendered (a link to the 300th card must find it in the page).
 */
export function useProgressiveCount(total: number, first: number, atLeast = 0): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count < total) startTransition(() => setCount((c) => Math.min(total, c + Math.max(first, 1))));
  }, [count, total, first]);
  return Math.min(Math.max(count, atLeast), total);
}
