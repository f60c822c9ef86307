import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDemoOwnerAuth } from '../../../../src/data/owner/demo-auth';
import { SignInFailure, type FirebaseOwnerAuth, type LinkOutcome } from '../../../../src/data/owner/owner-auth';
import { useSignIn, type PageAddress } from '../../../../src/data/owner/use-sign-in';
import { useOwnerSession } from '../../../../src/data/owner/use-owner-session';

const LINK = 'https://shop.example/owner?apiKey=k&oobCode=c&mode=signIn';

function fakeAuth(outcome: LinkOutcome): FirebaseOwnerAuth {
  return {
    mode: 'firebase',
    current: () => null,
    ready: () => Promise.resolve(),
    onChange: () => () => {},
    signOut: vi.fn(() => Promise.resolve()),
    sendSignInLink: vi.fn(() => Promise.resolve()),
    completeSignInLink: vi.fn((_url: string, email?: string) => Promise.resolve(email ? 'signed-in' : outcome)),
    signInWithGoogle: vi.fn(() => Promise.resolve()),
    finishRedirect: vi.fn(() => Promise.resolve()),
  };
}

function page(href: string): PageAddress & { now: string } {
  const address = {
    now: href,
    href: () => address.now,
    replace: (url: string) => void (address.now = url),
  };
  return address;
}

describe('the sign-in panel’s state', () => {
  it('finishes a link opened here, and takes it out of the address', async () => {
    const auth = fakeAuth('signed-in');
    const address = page(LINK);
    const { result } = renderHook(() => useSignIn(auth, address));
    expect(result.current.step).toBe('completing');
    await waitFor(() => expect(result.current.step).toBe('idle'));
    expect(auth.finishRedirect).toHaveBeenCalled();
    expect(address.now).toBe('https://shop.example/owner');
  });

  it('asks for the address again for a link opened in another browser, then finishes with it', async () => {
    const auth = fakeAuth('needs-email');
    const address = page(LINK);
    const { result } = renderHook(() => useSignIn(auth, address));
    await waitFor(() => expect(result.current.step).toBe('confirm'));
    act(() => result.current.confirmEmail('owner@shop.example'));
    await waitFor(() => expect(result.current.step).toBe('idle'));
    expect(auth.completeSignInLink).toHaveBeenLastCalledWith(LINK, 'owner@shop.example');
    expect(address.now).toBe('https://shop.example/owner');
  });

  it('sends a link back to this page: sending, then sent to the address', async () => {
    const auth = fakeAuth('no-link');
    const address = page('https://shop.example/owner');
    const { result } = renderHook(() => useSignIn(auth, address));
    await waitFor(() => expect(result.current.step).toBe('idle'));
    act(() => result.current.sendLink(' owner@shop.example '));
    expect(result.current.step).toBe('sending');
    await waitFor(() => expect(result.current.step).toBe('sent'));
    expect(result.current.sentTo).toBe('owner@shop.example');
    expect(auth.sendSignInLink).toHaveBeenCalledWith(' owner@shop.example ', 'https://shop.example/owner');
    act(() => result.current.restart());
    expect(result.current.step).toBe('idle');
  });

  it('a failure returns to the form with the typed failure', async () => {
    const auth = fakeAuth('no-link');
    vi.mocked(auth.sendSignInLink).mockRejectedValueOnce(new SignInFailure('offline', 'network'));
    const address = page('https://shop.example/owner');
    const { result } = renderHook(() => useSignIn(auth, address));
    await waitFor(() => expect(result.current.step).toBe('idle'));
    act(() => result.current.sendLink('owner@shop.example'));
    await waitFor(() => expect(result.current.failure?.kind).toBe('offline'));
    expect(result.current.step).toBe('idle');
  });

  it('a link that fails on a confirmed address stays on the confirm step, saying why', async () => {
    const auth = fakeAuth('needs-email');
    vi.mocked(auth.completeSignInLink).mockImplementation((_url, email) =>
      email ? Promise.reject(new SignInFailure('invalidEmail', 'wrong address')) : Promise.resolve('needs-email'),
    );
    const address = page(LINK);
    const { result } = renderHook(() => useSignIn(auth, address));
    await waitFor(() => expect(result.current.step).toBe('confirm'));
    act(() => result.current.confirmEmail('other@shop.example'));
    await waitFor(() => expect(result.current.failure?.kind).toBe('invalidEmail'));
    expect(result.current.step).toBe('confirm');
  });

  it('in demo mode, signs the demo owner in, and the session follows', async () => {
    const auth = createDemoOwnerAuth();
    const { result } = renderHook(() => ({ signIn: useSignIn(auth), session: useOwnerSession(auth) }));
    expect(result.current.session.status).toBe('signedOut');
    act(() => result.current.signIn.signInAsDemo());
    await waitFor(() => expect(result.current.session).toEqual({ status: 'signedIn', user: auth.current() }));
    await act(() => auth.signOut());
    expect(result.current.session.status).toBe('signedOut');
  });
});
