/** Who is signed in: the account's e-mail address (lowercased) and whether its provider verified it. */
export interface OwnerUser {
  email: string;
  verified: boolean;
}

/** What a sign-in link in the address bar came to (`completeSignInLink`). */
export type LinkOutcome =
  /** The address holds no sign-in link. */
  | 'no-link'
  /** Signed in. */
  | 'signed-in'
  /** The link was opened in another browser or app than the one that asked for it: ask for the address again. */
  | 'needs-email';

/**
 * Why a sign-in step failed, each with its own message on the page (OwnerTexts.signInFailure):
 * - `offline`: no connection;
 * - `invalidEmail`: not an e-mail address, or not the one the link was sent to;
 * - `linkExpired`: the link has expired or was used already;
 * - `notAllowed`: the project has not turned this provider on, or this domain is not authorised;
 * - `tooMany`: too many tries (Firebase's quota for links, or its abuse guard);
 * - `cancelled`: the visitor closed or cancelled the provider's page;
 * - `failed`: anything else; its message says what.
 */
export type SignInFailureKind = 'offline' | 'invalidEmail' | 'linkExpired' | 'notAllowed' | 'tooMany' | 'cancelled' | 'failed';

export class SignInFailure extends Error {
  constructor(
    readonly kind: SignInFailureKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SignInFailure';
  }
}

/** What both ways of signing in share: who is signed in, being told of changes, and signing out. */
interface OwnerSession {
  /** The user now, or null (also while the first check is still running: wait for `ready`). */
  current(): OwnerUser | null;
  /** Resolves once the first check of a kept sign-in is done, so `current()` is the answer. */
  ready(): Promise<void>;
  /** Called with the user on every sign-in and sign-out, and once with the state as soon as it is known. Returns the unsubscribe. */
  onChange(listener: (user: OwnerUser | null) => void): () => void;
  signOut(): Promise<void>;
}

/** Firebase Authentication: an e-mail link (passwordless), which always works, and Google by redirect. */
export interface FirebaseOwnerAuth extends OwnerSession {
  readonly mode: 'firebase';
  /**
   * E-mails a sign-in link that comes back to `continueUrl` (the owner's page), and keeps the address in
   * this browser, so opening the link here needs no typing. Rejects with a SignInFailure.
   */
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  /**
   * Finishes a sign-in link in `url` (the address bar): with the address kept by `sendSignInLink` in this
   * browser, or `email` as the owner typed it again. Rejects with a SignInFailure.
   */
  completeSignInLink(url: string, email?: string): Promise<LinkOutcome>;
  /** Leaves for Google's sign-in page (a redirect, not a popup: the site's COOP header breaks popups). */
  signInWithGoogle(): Promise<void>;
  /** After coming back from Google: resolves when there was nothing to finish or it is done; rejects with a SignInFailure. */
  finishRedirect(): Promise<void>;
}

/** Demo mode (no Firebase settings): one button signs in a fixed demo address for this tab's visit. */
export interface DemoOwnerAuth extends OwnerSession {
  readonly mode: 'demo';
  readonly demoEmail: string;
  signInAsDemo(): Promise<void>;
}

/** The owner's sign-in: Firebase's, or the demo's. `mode` tells which ways of signing in the page offers. */
export type OwnerAuth = FirebaseOwnerAuth | DemoOwnerAuth;

/** An address as the rules compare it: trimmed and lowercased (`owners:` in the YAML is lowercased too). */
export const normalEmail = (email: string): string => email.trim().toLowerCase();
