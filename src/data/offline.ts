/**
 * True when the browser says it has no connection. Only `false` counts: `onLine: true` means a network
 * interface is up, not that the backend answers, so an online failure stays a failure (error, Retry).
 * Outside a browser (the build) there is no navigator, and the build is never offline.
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** An enquiry not sent because the browser has no connection: nothing was stored, the form keeps the text. */
export class EnquiryOffline extends Error {
  constructor(options?: ErrorOptions) {
    super('no connection: the enquiry was not sent', options);
    this.name = 'EnquiryOffline';
  }
}
