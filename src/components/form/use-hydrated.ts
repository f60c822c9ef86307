import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in pre-rendered HTML and during hydration, true once React runs the
 * page: controls that need JavaScript stay disabled until they can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
