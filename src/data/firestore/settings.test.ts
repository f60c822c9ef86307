import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from './settings';

describe('Firebase settings from build-time variables', () => {
  it('is null with nothing set, or only blanks, so the site runs on demo data', () => {
    expect(readFirebaseSettings({})).toBeNull();
    expect(readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_API_KEY: '' })).toBeNull();
  });

  it('takes the project id, API key and app id as given', () => {
    expect(readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' })).toEqual({
      options: { projectId: 'shop-1', apiKey: 'AIza-x', appId: '1:2:web:3' },
    });
    expect(readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'shop-1' })).toEqual({ options: { projectId: 'shop-1' } });
  });

  it('connects to a local server from VITE_FIRESTORE_EMULATOR_HOST=host:port', () => {
    expect(readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'demo-catalogue', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' })?.emulator).toEqual({
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

  it('refuses settings without a project id instead of quietly showing demo products', () => {
    expect(() => readFirebaseSettings({ VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' })).toThrow(
      'VITE_FIREBASE_API_KEY, VITE_FIRESTORE_EMULATOR_HOST set without VITE_FIREBASE_PROJECT_ID; set it too, or unset them for demo data',
    );
  });
});
