import { Suspense, type ReactNode } from 'react';

/**
 * Pre-rendered content that React hydrates after the rest of the page. A Suspense boundary around HTML from
 * the server is hydrated at React's offscreen priority, in slices that yield to the browser, and its own
 * commit: the chrome and the first screen become interactive first, and the page's hydration is not one long
 * task. A tap inside still works at once: React hydrates the boundary it lands in first and replays the tap.
 * Nothing here suspends; the boundary never shows its (empty) fallback.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
