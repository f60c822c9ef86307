import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has taken over the page, for tests and
 * the HTML check to wait on (before it, links work but buttons do not).
 */
export function HydrationMark() {
  // An effect of the root runs after the whole tree has committed.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
