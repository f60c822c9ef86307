import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: the first screenful at once, the rest
 * in a transition that React renders in interruptible slices. A 431-card list
 * then paints its first cards quickly instead of blocking a slow phone's main
 * thread for seconds.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (count < total) startTransition(() => setCount(total));
  }, [count, total]);
  return Math.min(count, total);
}
