import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('load', changed);
  return () => window.removeEventListener('load', changed);
};

/**
 * False in pre-rendered HTML, during hydration and until the window's `load` event; true after it. For what a
 * page may fetch only once its own first screen is in: nothing it asks for then shares that first screen's bandwidth.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
