import { sessionStore } from '../data/browser-storage';

const KEY = 'catalogue:loaded-anew';

/**
 * Loads `href` as a new page from the network, once: a page kept from an older release asks for code a
 * newer release removed from hosting, and the current page at that address names the current files.
 * False when `href` was already loaded anew for that reason, so a file that is truly missing shows the
 * error page instead of loading for ever; false too where storage is blocked, since the guard against
 * loading for ever could not be kept.
 */
export function loadAnew(href: string): boolean {
  if (sessionStore.get(KEY) === href || sessionStore.set(KEY, href)) return false;
  location.assign(href);
  return true;
}

/** The page ran: a later release change may load it anew again. */
export const ranFine = () => sessionStore.remove(KEY);
