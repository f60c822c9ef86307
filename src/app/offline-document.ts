import { OFFLINE_PAGE_ATTRIBUTE } from '../kinds/offline/offline-marker';

/** True when this document is the offline page, which the service worker answers for any page it has not kept. */
export const isOfflineDocument = (doc: Document) => doc.querySelector(`[${OFFLINE_PAGE_ATTRIBUTE}]`) !== null;

/**
 * On the offline page every link of the site loads its page anew, so the worker answers with the kept
 * page (or this one again): in-app navigation would draw pages without their data, under another address.
 */
export function linksLoadDocuments(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== doc.location.origin) return;
      event.preventDefault();
      // Before React's own listener on the root: the router must not handle it.
      event.stopImmediatePropagation();
      doc.location.assign(link.href);
    },
    { capture: true },
  );
}
