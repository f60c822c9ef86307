/** What the build tells the service worker (scripts/build/service-worker.ts defines it when it bundles the worker). */
export interface WorkerSettings {
  /** The offline page's address: shown for a page not kept, asked for with no connection. */
  offlineUrl: string;
  pages: { maxEntries: number; maxAgeSeconds: number };
  photos: { maxEntries: number; maxAgeSeconds: number };
  /** Routes of pages drawn in the browser only (their kind's `clientShell`): never kept, never answered from a cache. */
  passThrough: string[];
}

/** Whether an address is one of the pass-through pages, or under one (their sub-routes). */
export const passesThrough = (settings: Pick<WorkerSettings, 'passThrough'>, pathname: string): boolean =>
  settings.passThrough.some((route) => pathname === route || pathname.startsWith(`${route}/`));

/** Every cache the worker owns starts with this, so a later worker can tell its own old caches from other code's. */
export const CACHE_PREFIX = 'catalogue';

/** The message a page sends its worker: keep these (the page itself, and what it loaded before the worker was there). */
export const KEEP_MESSAGE = 'catalogue:keep';
export interface KeepMessage {
  type: typeof KEEP_MESSAGE;
  /** Page addresses, kept as pages are (their HTML). */
  pages: string[];
  /** The site's hashed code and styles the page loaded. */
  assets: string[];
  /** Pictures the page showed. */
  photos: string[];
}
