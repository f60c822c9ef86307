/** What the build tells the service worker (scripts/build/service-worker.ts defines it when it bundles the worker). */
export interface WorkerSettings {
  /** The offline page's address: shown for a page not kept, asked for with no connection. */
  offlineUrl: string;
  /** A shop with `locales`: each other language's offline page by its prefix ("/bn": "/bn/~offline"). */
  offlineUrls?: Record<string, string>;
  /**
   * A shop with `locales`: each language's own part of the install list by its prefix ('' for the default's):
   * its kept pages, offline page and texts. Kept only for the languages the visitor uses (language-parts.ts).
   */
  languageUrls?: Record<string, string[]>;
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

/** The offline page in the language of the address asked for: its prefix's, else the default language's. */
export function offlineUrlFor(settings: Pick<WorkerSettings, 'offlineUrl' | 'offlineUrls'>, pathname: string): string {
  const [, url] =
    Object.entries(settings.offlineUrls ?? {}).find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ?? [];
  return url ?? settings.offlineUrl;
}
