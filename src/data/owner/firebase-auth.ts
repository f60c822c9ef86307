import {
  connectAuthEmulator,
  getAuth,
  getRedirectResult,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithRedirect,
  signOut,
} from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { localStore, type BrowserStorage } from '../browser-storage';
import { emailLinkFlow } from './email-link';
import { SignInFailure, type FirebaseOwnerAuth, type OwnerUser, type SignInFailureKind } from './owner-auth';

// Firebase Authentication's error codes, by what the owner is told.
const KINDS: Readonly<Record<string, SignInFailureKind>> = {
  'auth/network-request-failed': 'offline',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-email': 'invalidEmail',
  'auth/invalid-action-code': 'linkExpired',
  'auth/expired-action-code': 'linkExpired',
  'auth/operation-not-allowed': 'notAllowed',
  'auth/unauthorized-domain': 'notAllowed',
  'auth/unauthorized-continue-uri': 'notAllowed',
  'auth/invalid-continue-uri': 'notAllowed',
  'auth/admin-restricted-operation': 'notAllowed',
  'auth/user-disabled': 'notAllowed',
  'auth/too-many-requests': 'tooMany',
  'auth/quota-exceeded': 'tooMany',
  'auth/user-cancelled': 'cancelled',
  'auth/redirect-cancelled-by-user': 'cancelled',
  'auth/web-storage-unsupported': 'notAllowed',
};

/** The typed failure of a firebase/auth error (its `code`); any other error is `failed`, with its message. */
export function signInFailureOf(error: unknown): SignInFailure {
  if (error instanceof SignInFailure) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const kind = (typeof code === 'string' && KINDS[code]) || 'failed';
  return new SignInFailure(kind, error instanceof Error ? error.message : String(error), { cause: error });
}

const typed =
  <A extends unknown[], T>(run: (...args: A) => Promise<T>) =>
  async (...args: A): Promise<T> => {
    try {
      return await run(...args);
    } catch (error) {
      throw signInFailureOf(error);
    }
  };

const asOwnerUser = (user: User | null): OwnerUser | null =>
  user ? { email: (user.email ?? '').toLowerCase(), verified: user.emailVerified } : null;

const emulated = new WeakSet<Auth>();

/**
 * The owner's sign-in with Firebase Authentication (modular firebase/auth), on the app the owner's
 * Firestore uses, so its requests carry the signed-in user's token. `emulator` (`http://host:port`)
 * points it at a local Authentication emulator.
 */
export function createFirebaseOwnerAuth(app: FirebaseApp, emulator?: string, store: BrowserStorage = localStore): FirebaseOwnerAuth {
  const auth = getAuth(app);
  if (emulator && !emulated.has(auth)) {
    connectAuthEmulator(auth, emulator, { disableWarnings: true });
    emulated.add(auth);
  }
  const link = emailLinkFlow(
    {
      send: (email, continueUrl) => sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true }),
      isLink: (url) => isSignInWithEmailLink(auth, url),
      signIn: async (email, url) => void (await signInWithEmailLink(auth, email, url)),
    },
    store,
  );
  return {
    mode: 'firebase',
    current: () => asOwnerUser(auth.currentUser),
    ready: () => auth.authStateReady(),
    onChange: (listener) => onAuthStateChanged(auth, (user) => listener(asOwnerUser(user))),
    signOut: typed(() => signOut(auth)),
    sendSignInLink: typed((email: string, continueUrl: string) => link.sendSignInLink(email, continueUrl)),
    completeSignInLink: typed((url: string, email?: string) => link.completeSignInLink(url, email)),
    signInWithGoogle: typed(() => signInWithRedirect(auth, new GoogleAuthProvider())),
    finishRedirect: typed(async () => void (await getRedirectResult(auth))),
  };
}
