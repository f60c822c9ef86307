import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AUTH_PROJECT, authEmulatorClient, tokenParts } from '../support/auth-emulator';

// A real sign-in, end to end without a page: firebase-tools' Authentication emulator signs an address in by
// e-mail link, and Google's Firestore emulator judges its ID token with rules like the owners' isOwner().
// Nothing tells the Firestore emulator where the Authentication emulator is: it takes the unsigned token
// as it is, as it takes the hand-made ones of the other rules tests.
const OWNER = 'owner@example.com';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /inbox/{id} {
      allow read: if request.auth != null
        && request.auth.token.email == '${OWNER}'
        && request.auth.token.email_verified == true;
    }
  }
}
`;
const ALLOWED = 200;
const DENIED = 403;

describe.skipIf(!inject('rulesEmulator') || !inject('authEmulator'))('an Authentication emulator sign-in on the Firestore rules', () => {
  const auth = authEmulatorClient({ url: inject('authEmulator') });
  // The same project on both emulators, as a page has it; its own rules, apart from the other files' project.
  const firestore = `${inject('rulesEmulator')}/v1/projects/${AUTH_PROJECT}/databases/(default)/documents`;
  const as = (idToken?: string): RequestInit => ({ headers: idToken ? { Authorization: `Bearer ${idToken}` } : {} });
  const read = async (idToken?: string) => (await fetch(`${firestore}/inbox/e1`, as(idToken))).status;
  const list = async (idToken?: string) => (await fetch(`${firestore}/inbox`, as(idToken))).status;

  beforeAll(async () => {
    const rules = await fetch(`${inject('rulesEmulator')}/emulator/v1/projects/${AUTH_PROJECT}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
    });
    expect(rules.status, await rules.text()).toBe(200);
    // Written as the owner's tools write (the emulator's service-account token skips the rules).
    const seeded = await fetch(`${firestore}/inbox/e1`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { name: { stringValue: 'Asha' } } }),
    });
    expect(seeded.status, await seeded.text()).toBe(200);
  });
  beforeEach(() => auth.clearAccounts());

  it('signs the owner in by e-mail link: the link comes back to the page, and the ID token is unsigned with a verified address', async () => {
    await auth.sendSignInLink(OWNER, 'http://127.0.0.1:4174/owner');
    const link = new URL(await auth.oobLink(OWNER));
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('continueUrl')).toBe('http://127.0.0.1:4174/owner');

    const signedIn = await auth.signInWithLink(OWNER, link.href);
    const { header, claims, signature } = tokenParts(signedIn.idToken);
    expect(header).toMatchObject({ alg: 'none' });
    expect(signature).toBe('');
    expect(claims).toMatchObject({ email: OWNER, email_verified: true, aud: AUTH_PROJECT, sub: signedIn.localId });
    // A link signs in once.
    await expect(auth.signInWithLink(OWNER, link.href)).rejects.toThrow(/INVALID_OOB_CODE/);
  });

  it("lets the owner's token read and list, and refuses another verified address and no sign-in", async () => {
    const owner = await auth.signInByEmailLink(OWNER);
    expect(await read(owner.idToken)).toBe(ALLOWED);
    expect(await list(owner.idToken)).toBe(ALLOWED);

    const someone = await auth.signInByEmailLink('someone@example.com');
    expect(tokenParts(someone.idToken).claims).toMatchObject({ email: 'someone@example.com', email_verified: true });
    expect(await read(someone.idToken)).toBe(DENIED);
    expect(await list(someone.idToken)).toBe(DENIED);

    expect(await read()).toBe(DENIED);
    expect(await list()).toBe(DENIED);
  });

  it("refuses the owner's address when nobody proved it (a password account: email_verified false)", async () => {
    const unproved = await auth.signUpWithPassword(OWNER, 'not-a-real-password');
    expect(tokenParts(unproved.idToken).claims).toMatchObject({ email: OWNER, email_verified: false });
    expect(await read(unproved.idToken)).toBe(DENIED);
  });

  it('lowercases the address as typed: Owner@Example.COM signs in as owner@example.com', async () => {
    const owner = await auth.signInByEmailLink('Owner@Example.COM');
    expect(tokenParts(owner.idToken).claims).toMatchObject({ email: OWNER });
    expect(await read(owner.idToken)).toBe(ALLOWED);
  });
});
