import { describe, expect, it, vi } from 'vitest';
import { createDemoOwnerAuth, DEMO_OWNER_EMAIL, DEMO_SESSION_KEY } from '../../../../src/data/owner/demo-auth';
import type { BrowserStorage } from '../../../../src/data/browser-storage';

describe('the demo sign-in', () => {
  it('signs the fixed demo address in for this tab (sessionStorage) and out again, telling every listener', async () => {
    const auth = createDemoOwnerAuth();
    const seen: unknown[] = [];
    const stop = auth.onChange((user) => seen.push(user));
    expect(auth.current()).toBeNull();
    await auth.signInAsDemo();
    expect(auth.current()).toEqual({ email: DEMO_OWNER_EMAIL, verified: true });
    expect(sessionStorage.getItem(DEMO_SESSION_KEY)).toBe(DEMO_OWNER_EMAIL);
    // Another page of the same tab (a reload) is still signed in.
    expect(createDemoOwnerAuth().current()).toEqual({ email: DEMO_OWNER_EMAIL, verified: true });
    await auth.signOut();
    stop();
    await auth.signInAsDemo();
    expect(seen).toEqual([null, { email: DEMO_OWNER_EMAIL, verified: true }, null]);
    await auth.signOut();
    expect(sessionStorage.getItem(DEMO_SESSION_KEY)).toBeNull();
  });

  it('with storage blocked, stays signed in until the page is left', async () => {
    const blocked: BrowserStorage = { get: () => null, set: () => new Error('SecurityError'), remove: vi.fn() };
    const auth = createDemoOwnerAuth(blocked);
    await auth.signInAsDemo();
    expect(auth.current()?.email).toBe(DEMO_OWNER_EMAIL);
    await expect(auth.ready()).resolves.toBeUndefined();
    expect(auth.mode).toBe('demo');
  });
});
