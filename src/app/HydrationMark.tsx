import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has taken over the page, for tests and
 * the HTML check to wait on (before it, links work but buttons do not), after
 * running `onHydrated`.
 */
export function HydrationMark({ onHydrated }: { onHydrated?: () => void }) {
  // An effect of the root runs after the whole tree has committed.
  useEffect(() => {
    onHydrated?.();
    document.documentElement.setAttribute('data-hydrated', '');
  }, [onHydrated]);
  return null;
}
