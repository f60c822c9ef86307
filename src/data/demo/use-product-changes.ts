import { useEffect, useState } from 'react';
import { hasProductChanges } from './product-changes';

/**
 * Whether this browser keeps product changes from the demo owner's pages (on a demo build only). Read after
 * hydration, so the pre-rendered page (the build has no such changes) and its first render agree, and again
 * whenever `visit` changes (each navigation: the owner saves, then opens the public list).
 */
export function useProductChanges(demo: boolean, visit: string): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => setChanged(demo && hasProductChanges()), [demo, visit]);
  return changed;
}
