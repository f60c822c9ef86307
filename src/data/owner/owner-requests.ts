import { withTimeout } from '../with-timeout';
import { failureOf, type OwnerFailure } from './failure';

export interface OwnerRequestOptions {
  /** Whether a user is signed in now: a refusal then means "not an owner", else "signed out". */
  signedIn: () => boolean;
  /** Each read or save fails as `offline` after this long without an answer (`settings.writeTimeoutMs`). */
  timeoutMs: number;
}

/**
 * How the owner's Firestore requests end, for the inbox and the products alike: each bounded by the timeout,
 * a read rejecting with its OwnerFailure, a save resolving to null once stored or to the OwnerFailure.
 */
export function ownerRequests({ signedIn, timeoutMs }: OwnerRequestOptions) {
  return {
    read: async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await withTimeout(work(), timeoutMs);
      } catch (error) {
        throw failureOf(error, { write: false, signedIn: signedIn() });
      }
    },
    save: async (work: () => Promise<unknown>): Promise<OwnerFailure | null> => {
      try {
        await withTimeout(work(), timeoutMs);
        return null;
      } catch (error) {
        return failureOf(error, { write: true, signedIn: signedIn() });
      }
    },
  };
}
