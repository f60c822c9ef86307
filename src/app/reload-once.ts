const KEY = 'catalogue:loaded-anew';

/**
 * Loads `href` as a new page from the network, once: a page kept from an older release asks for code a
 * newer release removed from hosting, and the current page at that address names the current files.
 * False when `href` was already loaded anew for that reason, so a file that is truly missing shows the
 * error page instead of loading for ever.
 */
export function loadAnew(href: string): boolean {
  if (sessionStorage.getItem(KEY) === href) return false;
  sessionStorage.setItem(KEY, href);
  location.assign(href);
  return true;
}

/** The page ran: a later release change may load it anew again. */
export const ranFine = () => sessionStorage.removeItem(KEY);
