import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, OwnerFailure } from '../../../../src/data/owner/failure';
import { Unreachable } from '../../../../src/data/offline';
import { TimeoutError } from '../../../../src/data/with-timeout';

const coded = (code: string) => Object.assign(new Error(`Firestore: ${code}`), { code });
const read = { write: false, signedIn: true };
const write = { write: true, signedIn: true };

afterEach(() => vi.unstubAllGlobals());

describe("the owner's failures, typed for an honest message", () => {
  it('no connection or no answer in time: offline', () => {
    for (const error of [
      new Unreachable('fetch failed'),
      new TimeoutError(15_000),
      coded('unavailable'),
      coded('unknown'),
      coded('deadline-exceeded'),
    ])
      expect(failureOf(error, read).kind, String(error)).toBe('offline');
    vi.stubGlobal('navigator', { onLine: false });
    expect(failureOf(coded('permission-denied'), read).kind).toBe('offline');
  });

  it('a refusal without a signed-in user, or unauthenticated: the sign-in is gone', () => {
    expect(failureOf(coded('permission-denied'), { write: false, signedIn: false }).kind).toBe('signedOut');
    expect(failureOf(coded('unauthenticated'), write).kind).toBe('signedOut');
  });

  it('a refusal while signed in: not an owner (a read), or a refused change (a save)', () => {
    expect(failureOf(coded('permission-denied'), read).kind).toBe('notOwner');
    expect(failureOf(coded('permission-denied'), write).kind).toBe('refused');
  });

  it('a missing document is gone; anything else failed, with its own message and cause', () => {
    expect(failureOf(coded('not-found'), write).kind).toBe('gone');
    const index = coded('failed-precondition');
    const failure = failureOf(index, read);
    expect(failure).toMatchObject({ kind: 'failed', message: 'Firestore: failed-precondition', cause: index });
    const typed = new OwnerFailure('refused', 'too long');
    expect(failureOf(typed, read)).toBe(typed);
  });

  it("reads Cloud Storage's codes as Firestore's: retries ran out, no sign-in, refused by the rules, no such file", () => {
    const storage = (code: string) => Object.assign(new Error(`Firebase Storage: (${code})`), { code });
    expect(failureOf(storage('storage/retry-limit-exceeded'), write).kind).toBe('offline');
    expect(failureOf(storage('storage/unauthenticated'), write).kind).toBe('signedOut');
    expect(failureOf(storage('storage/unauthorized'), write).kind).toBe('refused');
    expect(failureOf(storage('storage/unauthorized'), { write: true, signedIn: false }).kind).toBe('signedOut');
    expect(failureOf(storage('storage/object-not-found'), write).kind).toBe('gone');
    expect(failureOf(storage('storage/quota-exceeded'), write)).toMatchObject({
      kind: 'failed',
      message: 'Firebase Storage: (storage/quota-exceeded)',
    });
  });
});
