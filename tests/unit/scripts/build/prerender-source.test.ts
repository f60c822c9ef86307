import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from '../../../../src/data/firestore/settings';
import { prerenderReader } from '../../../../scripts/build/prerender-source';

const PROJECT = { VITE_FIREBASE_PROJECT_ID: 'shop', VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: '1:2:web:3' };
const KEY = { GOOGLE_APPLICATION_CREDENTIALS: '/keys/shop.json' };

describe('how pre-rendering reads Firestore', () => {
  it('with firebase-admin when a service-account key is given, so App Check enforcement cannot stop the build', () => {
    expect(prerenderReader(readFirebaseSettings(PROJECT), KEY)).toBe('admin');
  });
  it('with the web SDK without a key, and always against an emulator or for the demo', () => {
    expect(prerenderReader(readFirebaseSettings(PROJECT), {})).toBe('web');
    expect(
      prerenderReader(readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'demo-x', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8185' }), KEY),
    ).toBe('web');
    expect(prerenderReader(null, KEY)).toBe('web');
  });
});
