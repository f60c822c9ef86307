/**
 * The browser's local or session storage, safe to call anywhere. A visitor who blocks site data makes
 * the `localStorage` and `sessionStorage` getters themselves throw `SecurityError`, a full quota makes
 * `setItem` throw, and the pre-renderer has neither: none of that may take a page down. Reads then find
 * nothing, and a write returns why it was not kept, so a caller whose write matters (a demo enquiry) can
 * fail honestly with the browser's own words, and one whose write is a nicety (the reload guard) can do without.
 */
export interface BrowserStorage {
  get(key: string): string | null;
  /** Undefined once kept; otherwise the browser's reason (SecurityError, QuotaExceededError, no storage). */
  set(key: string, value: string): Error | undefined;
  remove(key: string): void;
}

type AreaName = 'localStorage' | 'sessionStorage';

// Kept as thrown, name and message: some DOMExceptions (jsdom's) are not Error instances.
const asError = (error: unknown): Error =>
  error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? error : new Error(String(error));

/** The storage area, or why there is none. */
function area(name: AreaName): { storage: Storage } | { error: Error } {
  try {
    return typeof window === 'undefined' ? { error: new Error(`no ${name} here`) } : { storage: window[name] };
  } catch (error) {
    return { error: asError(error) };
  }
}

function storageIn(name: AreaName): BrowserStorage {
  return {
    get(key) {
      const found = area(name);
      try {
        return 'storage' in found ? found.storage.getItem(key) : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const found = area(name);
      if ('error' in found) return found.error;
      try {
        found.storage.setItem(key, value);
        return undefined;
      } catch (error) {
        return asError(error);
      }
    },
    remove(key) {
      const found = area(name);
      try {
        if ('storage' in found) found.storage.removeItem(key);
      } catch {
        // Nothing was kept, so nothing is left behind.
      }
    },
  };
}

/** Kept in this browser until the visitor clears it. */
export const localStore: BrowserStorage = storageIn('localStorage');
/** Kept for this tab's visit. */
export const sessionStore: BrowserStorage = storageIn('sessionStorage');
