import { describe, expect, it } from 'vitest';
import { signInFailureOf } from '../../../../src/data/owner/firebase-auth';
import { SignInFailure } from '../../../../src/data/owner/owner-auth';

// The calls themselves need the Firebase Authentication emulator (the owner's browser suite, after wiring).
const coded = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("sign-in failures, typed by Firebase Authentication's codes", () => {
  it.each([
    ['auth/network-request-failed', 'offline'],
    ['auth/invalid-email', 'invalidEmail'],
    ['auth/invalid-action-code', 'linkExpired'],
    ['auth/expired-action-code', 'linkExpired'],
    ['auth/operation-not-allowed', 'notAllowed'],
    ['auth/unauthorized-domain', 'notAllowed'],
    ['auth/too-many-requests', 'tooMany'],
    ['auth/quota-exceeded', 'tooMany'],
    ['auth/redirect-cancelled-by-user', 'cancelled'],
    ['auth/internal-error', 'failed'],
  ])('%s is %s', (code, kind) => {
    expect(signInFailureOf(coded(code))).toMatchObject({ kind, message: `Firebase: Error (${code}).` });
  });

  it('keeps a typed failure, and words anything else as failed', () => {
    const typed = new SignInFailure('cancelled', 'x');
    expect(signInFailureOf(typed)).toBe(typed);
    expect(signInFailureOf('odd')).toMatchObject({ kind: 'failed', message: 'odd' });
  });
});
