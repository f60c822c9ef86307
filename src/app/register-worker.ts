import { KEEP_MESSAGE, type KeepMessage } from '../sw/settings';

/** Where the build writes the service worker (scripts/build/service-worker.ts); hosting serves it uncached. */
export const WORKER_URL = '/sw.js';

/** What this page loaded before its worker was there: the page, the site's code and the pictures it showed. */
function loadedHere(): KeepMessage {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  // A list's first photo is preloaded by a <link> in the head: a photo by what it is, not by who asked.
  const preloaded = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href));
  const isPhoto = (r: PerformanceResourceTiming) => ['img', 'image'].includes(r.initiatorType) || preloaded.has(r.name);
  const names = (list: PerformanceResourceTiming[]) => list.map((r) => r.name);
  const code = ['script', 'link', 'css', 'other'];
  return {
    type: KEEP_MESSAGE,
    pages: [location.href],
    assets: names(resources.filter((r) => code.includes(r.initiatorType) && !isPhoto(r))),
    photos: names(resources.filter(isPhoto)),
  };
}

async function tell(message: KeepMessage) {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/**
 * Registers the service worker once the page is idle after hydration: a first visit's HTML, code and
 * photos never wait for it, nor share the connection with what it keeps at install. Then asks it to keep
 * this page if it loaded before the worker, and each page opened in the app from here on (their HTML
 * never passes through the worker).
 * A failed registration costs only offline support: said in the console.
 */
export function registerWorkerWhenIdle(onNavigated: (listener: (href: string) => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    // A page the worker answered went through it already: only one loaded before the worker is told.
    const passedThrough = navigator.serviceWorker.controller !== null;
    try {
      await navigator.serviceWorker.register(WORKER_URL);
      if (!passedThrough) await tell(loadedHere());
      onNavigated((href) => void tell({ type: KEEP_MESSAGE, pages: [href], assets: [], photos: [] }));
    } catch (error) {
      console.warn('offline support not available:', error);
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void register(), { timeout: 10_000 });
  else setTimeout(() => void register(), 2000);
}
