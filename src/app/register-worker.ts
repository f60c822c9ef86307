import { KEEP_MESSAGE, type KeepMessage } from '../sw/settings';

/** Where the build writes the service worker (scripts/build/service-worker.ts); hosting serves it uncached. */
export const WORKER_URL = '/sw.js';

/** What this page loaded before its worker was there: the page, the site's code and the pictures it showed. */
function loadedHere(): KeepMessage {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const by = (types: string[]) => resources.filter((r) => types.includes(r.initiatorType)).map((r) => r.name);
  return { type: KEEP_MESSAGE, pages: [location.href], assets: by(['script', 'link', 'css', 'other']), photos: by(['img', 'image']) };
}

async function tell(message: KeepMessage) {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/**
 * Registers the service worker once the page is idle after hydration: a first visit's HTML, code and
 * photos never wait for it, nor share the connection with what it keeps at install. Then asks it to keep
 * this page, and each page opened in the app from here on (their HTML never passes through the worker).
 * A failed registration costs only offline support: said in the console.
 */
export function registerWorkerWhenIdle(onNavigated: (listener: (href: string) => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register(WORKER_URL);
      await tell(loadedHere());
      onNavigated((href) => void tell({ type: KEEP_MESSAGE, pages: [href], assets: [], photos: [] }));
    } catch (error) {
      console.warn('offline support not available:', error);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void register(), { timeout: 10_000 });
  else setTimeout(() => void register(), 2000);
}
