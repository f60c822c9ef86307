import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirebaseSettings } from '../../../../src/data/firestore/settings';

// Only the wiring can be tested offline: which provider App Check gets, and that it starts before Firestore.
const calls: string[] = [];
vi.mock('firebase/app-check', () => ({
  ReCaptchaV3Provider: class {
    constructor(readonly key: string) {}
    kind = 'v3';
  },
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly key: string) {}
    kind = 'enterprise';
  },
  initializeAppCheck: vi.fn(
    (app: { name: string }, options: { provider: { kind: string; key: string }; isTokenAutoRefreshEnabled: boolean }) => {
      calls.push(`appCheck ${app.name} ${options.provider.kind} ${options.provider.key} refresh=${options.isTokenAutoRefreshEnabled}`);
    },
  ),
}));
vi.mock('firebase/firestore/lite', async (original) => {
  const real = await original<typeof import('firebase/firestore/lite')>();
  return {
    ...real,
    getFirestore: vi.fn((app: { name: string }) => (calls.push(`firestore ${app.name}`), real.getFirestore(app as never))),
  };
});

const project = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' };

describe("opening the site's Firestore", () => {
  beforeEach(() => void calls.splice(0));

  it('starts App Check with the configured reCAPTCHA and auto-refresh before Firestore, once per settings', async () => {
    const { openFirestore } = await import('../../../../src/data/firestore/connect');
    const settings = readFirebaseSettings({
      ...project,
      VITE_FIREBASE_APPCHECK_SITE_KEY: '6Lc-key',
      VITE_FIREBASE_APPCHECK_PROVIDER: 'recaptcha-enterprise',
    })!;
    const db = await openFirestore(settings);
    expect(await openFirestore(settings)).toBe(db);
    expect(calls).toEqual([
      expect.stringMatching(/^appCheck catalogue-\d+ enterprise 6Lc-key refresh=true$/),
      expect.stringMatching(/^firestore catalogue-\d+$/),
    ]);
    expect(calls[0]!.split(' ')[1]).toBe(calls[1]!.split(' ')[1]);
  });

  it('defaults to reCAPTCHA v3', async () => {
    const { openFirestore } = await import('../../../../src/data/firestore/connect');
    await openFirestore(
      readFirebaseSettings({ ...project, VITE_FIREBASE_APP_ID: '1:2:web:4', VITE_FIREBASE_APPCHECK_SITE_KEY: 'v3-key' })!,
    );
    expect(calls[0]).toMatch(/ v3 v3-key refresh=true$/);
  });

  it('leaves App Check out without a site key', async () => {
    const { openFirestore } = await import('../../../../src/data/firestore/connect');
    await openFirestore(readFirebaseSettings({ ...project, VITE_FIREBASE_APP_ID: '1:2:web:5' })!);
    expect(calls).toEqual([expect.stringMatching(/^firestore /)]);
  });
});
