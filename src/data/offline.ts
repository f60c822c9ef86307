/**
 * True when the browser says it has no connection. Only `false` counts: `onLine: true` means a network
 * interface is up, not that the backend answers. Outside a browser (the build) there is no navigator,
 * and the build is never offline.
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A request that got no answer at all: no connection, or one that is up but goes nowhere. A source
 * throws this rather than its backend's own error, because `navigator.onLine` cannot tell it: a page
 * served by the service worker, or a phone on a dead mobile connection, still says it is online.
 */
export class Unreachable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'Unreachable';
  }
}

/** No connection, by the browser's word or by a request that got no answer. */
export const isNoConnection = (error: unknown): boolean => isOffline() || error instanceof Unreachable;

/** An enquiry not sent because the browser has no connection: nothing was stored, the form keeps the text. */
export class EnquiryOffline extends Error {
  constructor(options?: ErrorOptions) {
    super('no connection: the enquiry was not sent', options);
    this.name = 'EnquiryOffline';
  }
}
