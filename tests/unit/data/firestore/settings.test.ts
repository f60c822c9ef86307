import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from '../../../../src/data/firestore/settings';

describe('Firebase settings from build-time variables', () => {
  it('is null with nothing set, or only blanks, so the site runs on demo data', () => {
    expect(readFirebaseSettings({})).toBeNull();
    expect(readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_API_KEY: '' })).toBeNull();
  });

  it('takes the project id, API key and app id as given', () => {
    expect(
      readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' }),
    ).toEqual({
      options: { projectId: 'shop-1', apiKey: 'AIza-x', appId: '1:2:web:3' },
    });
  });

  it('connects to a local server from VITE_FIRESTORE_EMULATOR_HOST=host:port, which needs no API key or app id', () => {
    expect(
      readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'demo-catalogue', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' })?.emulator,
    ).toEqual({
      host: '127.0.0.1',
      port: 8085,
    });
  });

  it('refuses a malformed emulator address', () => {
    for (const bad of ['127.0.0.1', ':8085', '127.0.0.1:port', '127.0.0.1:70000']) {
      expect(() => readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIRESTORE_EMULATOR_HOST: bad }), bad).toThrow(
        `VITE_FIRESTORE_EMULATOR_HOST must be host:port, like 127.0.0.1:8085 (got "${bad}")`,
      );
    }
  });

  it('names every missing one of project id, API key and app id, which go together for a real project', () => {
    expect(() => readFirebaseSettings({ VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' })).toThrow(
      'Firebase settings are incomplete: VITE_FIREBASE_PROJECT_ID is missing (VITE_FIREBASE_API_KEY, VITE_FIRESTORE_EMULATOR_HOST are set).',
    );
    expect(() => readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'shop-1' })).toThrow(
      'Firebase settings are incomplete: VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID are missing (VITE_FIREBASE_PROJECT_ID is set).',
    );
    expect(() =>
      readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: ' ' }),
    ).toThrow(
      /^Firebase settings are incomplete: VITE_FIREBASE_APP_ID is missing .*Set VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID together/,
    );
  });

  it('turns App Check on with a site key, reCAPTCHA v3 unless Enterprise is asked for', () => {
    const base = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' };
    expect(readFirebaseSettings(base)?.appCheck).toBeUndefined();
    expect(readFirebaseSettings({ ...base, VITE_FIREBASE_APPCHECK_SITE_KEY: '6Lc-key' })?.appCheck).toEqual({
      siteKey: '6Lc-key',
      provider: 'recaptcha-v3',
    });
    expect(
      readFirebaseSettings({ ...base, VITE_FIREBASE_APPCHECK_SITE_KEY: '6Lc-key', VITE_FIREBASE_APPCHECK_PROVIDER: 'recaptcha-enterprise' })
        ?.appCheck,
    ).toEqual({ siteKey: '6Lc-key', provider: 'recaptcha-enterprise' });
  });

  it('refuses an unknown App Check provider, a provider without a site key, and App Check without a project', () => {
    const base = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' };
    expect(() =>
      readFirebaseSettings({ ...base, VITE_FIREBASE_APPCHECK_SITE_KEY: 'k', VITE_FIREBASE_APPCHECK_PROVIDER: 'recaptcha' }),
    ).toThrow('VITE_FIREBASE_APPCHECK_PROVIDER must be recaptcha-v3 or recaptcha-enterprise (got "recaptcha")');
    expect(() => readFirebaseSettings({ ...base, VITE_FIREBASE_APPCHECK_PROVIDER: 'recaptcha-v3' })).toThrow(
      'without VITE_FIREBASE_APPCHECK_SITE_KEY',
    );
    expect(() => readFirebaseSettings({ VITE_FIREBASE_APPCHECK_SITE_KEY: 'k' })).toThrow(
      'VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID are missing',
    );
  });
});
