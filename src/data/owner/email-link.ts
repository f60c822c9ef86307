import type { BrowserStorage } from '../browser-storage';
import { normalEmail, type LinkOutcome } from './owner-auth';

/** Where this browser keeps the address a sign-in link was sent to (localStorage: the link may open in a new tab). */
export const SIGN_IN_EMAIL_KEY = 'catalogue:owner-sign-in-email';

/** The three calls of Firebase's e-mail link sign-in, as firebase/auth makes them (injected, so the flow is testable offline). */
export interface EmailLinkCalls {
  send(email: string, continueUrl: string): Promise<void>;
  isLink(url: string): boolean;
  signIn(email: string, url: string): Promise<void>;
}

/**
 * Firebase's e-mail link flow as its guide lays it out: the address is kept in this browser when the
 * link is sent; the link, opened here, signs in with it; opened in another browser or app (a phone's
 * mail app often opens its own), there is no kept address, so the owner is asked for it again.
 * The kept address goes once it has signed in.
 */
export function emailLinkFlow(calls: EmailLinkCalls, store: BrowserStorage) {
  return {
    async sendSignInLink(email: string, continueUrl: string): Promise<void> {
      const address = normalEmail(email);
      await calls.send(address, continueUrl);
      // Not kept (storage blocked): the link still works, the owner types the address once more.
      store.set(SIGN_IN_EMAIL_KEY, address);
    },
    async completeSignInLink(url: string, email?: string): Promise<LinkOutcome> {
      if (!calls.isLink(url)) return 'no-link';
      const typed = email === undefined ? '' : normalEmail(email);
      const address = typed || store.get(SIGN_IN_EMAIL_KEY);
      if (!address) return 'needs-email';
      await calls.signIn(address, url);
      store.remove(SIGN_IN_EMAIL_KEY);
      return 'signed-in';
    },
  };
}

// What Firebase adds to the continue URL of a sign-in link; a reload must not try the used link again.
const LINK_PARAMS = ['apiKey', 'oobCode', 'mode', 'continueUrl', 'lang', 'tenantId'];

/** The address without the sign-in link's parameters, for `history.replaceState` once the link is used. */
export function withoutSignInParams(url: string): string {
  const address = new URL(url);
  for (const name of LINK_PARAMS) address.searchParams.delete(name);
  return address.toString();
}
