import { sessionStore, type BrowserStorage } from '../browser-storage';
import type { DemoOwnerAuth, OwnerUser } from './owner-auth';

/** The demo owner's address: .example is reserved for examples, so it can never be anybody's (nor contain a shop's placeholder owner). */
export const DEMO_OWNER_EMAIL = 'the-demo-owner@demo.example';

/** Where the demo sign-in is kept: sessionStorage, for this tab's visit. */
export const DEMO_SESSION_KEY = 'catalogue:owner-demo';

/**
 * The demo's sign-in (no Firebase settings, as `npm start` runs): "Sign in as the demo owner" signs in
 * DEMO_OWNER_EMAIL, verified, for this tab's visit; nothing is checked and nothing leaves the browser.
 */
export function createDemoOwnerAuth(store: BrowserStorage = sessionStore): DemoOwnerAuth {
  const listeners = new Set<(user: OwnerUser | null) => void>();
  // Also in memory: with storage blocked the demo owner stays signed in until the page is left.
  let signedInHere = false;
  const current = (): OwnerUser | null =>
    signedInHere || store.get(DEMO_SESSION_KEY) ? { email: DEMO_OWNER_EMAIL, verified: true } : null;
  const tell = () => {
    const user = current();
    for (const listener of listeners) listener(user);
  };
  return {
    mode: 'demo',
    demoEmail: DEMO_OWNER_EMAIL,
    current,
    ready: () => Promise.resolve(),
    onChange(listener) {
      listeners.add(listener);
      listener(current());
      return () => listeners.delete(listener);
    },
    signInAsDemo() {
      store.set(DEMO_SESSION_KEY, DEMO_OWNER_EMAIL);
      signedInHere = true;
      tell();
      return Promise.resolve();
    },
    signOut() {
      store.remove(DEMO_SESSION_KEY);
      signedInHere = false;
      tell();
      return Promise.resolve();
    },
  };
}
