import { isNoConnection } from '../offline';
import { TimeoutError } from '../with-timeout';
import { NOTE_MAX_LENGTH } from '../../domain/enquiry-keys';

/**
 * Why a read or a save of the owner's inbox, or a photo's upload or deletion, failed, each with its own
 * message on the page (OwnerTexts.failure has one text per kind):
 * - `offline`: no connection, or no answer in time; nothing is known to be saved.
 * - `signedOut`: the sign-in is gone or expired (the request went without a signed-in user).
 * - `notOwner`: signed in, but the rules refuse this account the enquiries (a read).
 * - `refused`: signed in, but the rules refused this change (a save), or the note is too long.
 * - `gone`: the enquiry or product no longer exists (deleted elsewhere).
 * - `failed`: anything else; its message says what (a missing index names the index to deploy).
 */
export type OwnerFailureKind = 'offline' | 'signedOut' | 'notOwner' | 'refused' | 'gone' | 'failed';

export class OwnerFailure extends Error {
  constructor(
    readonly kind: OwnerFailureKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'OwnerFailure';
  }
}

/** What the failing request was: a read or a save, and whether a user was signed in when it failed. */
export interface FailureContext {
  write: boolean;
  signedIn: boolean;
}

// Cloud Storage's codes (firebase/storage), read as Firestore's: the SDK gave up retrying without an answer,
// no valid sign-in, the rules refused, no such file.
const STORAGE_CODES: Readonly<Record<string, string>> = {
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/unauthenticated': 'unauthenticated',
  'storage/unauthorized': 'permission-denied',
  'storage/object-not-found': 'not-found',
};

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (STORAGE_CODES[code] ?? code) : undefined;
};

// The lite SDK's `unknown` is a request that got no HTTP status at all (fetch failed); the others are the service's.
const NO_ANSWER = new Set(['unknown', 'unavailable', 'deadline-exceeded']);

/** The typed failure of an error from Firestore, Cloud Storage, the browser's storage or a timeout; an OwnerFailure stays as it is. */
export function failureOf(error: unknown, { write, signedIn }: FailureContext): OwnerFailure {
  if (error instanceof OwnerFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  return new OwnerFailure(kindOf(error, code, write, signedIn), message, { cause: error });
}

function kindOf(error: unknown, code: string | undefined, write: boolean, signedIn: boolean): OwnerFailureKind {
  if (isNoConnection(error) || error instanceof TimeoutError || (code !== undefined && NO_ANSWER.has(code))) return 'offline';
  if (code === 'unauthenticated' || (code === 'permission-denied' && !signedIn)) return 'signedOut';
  if (code === 'permission-denied') return write ? 'refused' : 'notOwner';
  if (code === 'not-found') return 'gone';
  return 'failed';
}

/** A note past NOTE_MAX_LENGTH: refused before any request, as firestore.rules would refuse it. */
export const noteTooLong = (): OwnerFailure => new OwnerFailure('refused', `a note holds at most ${NOTE_MAX_LENGTH} characters`);
