import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * An <img> asks another host without CORS, and gets an opaque answer: status 0 whatever the host said, so
 * a 404 would be kept as a photo (and Chrome counts each opaque entry as megabytes of quota). The worker
 * asks with CORS instead, so the status is known and only a 200 is kept. A host that sends no CORS
 * headers (the fetch fails) still gets its photo shown, asked as the <img> asked, and never kept.
 */
export function photosWithCors(sameOrigin: (url: URL) => boolean): WorkboxPlugin {
  return {
    requestWillFetch: ({ request }) =>
      Promise.resolve(sameOrigin(new URL(request.url)) ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' })),
    handlerDidError: async ({ request }) => {
      try {
        return await fetch(request.url, { mode: 'no-cors', credentials: 'omit' });
      } catch {
        // Offline and not kept: the picture fails as it would without the worker.
        return undefined;
      }
    },
  };
}
