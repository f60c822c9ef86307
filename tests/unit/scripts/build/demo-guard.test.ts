import { describe, expect, it } from 'vitest';
import { buildData } from '../../../../scripts/build/demo-guard';

const project = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' };

describe('what a production build reads its data from', () => {
  it('refuses to build a demo silently: without Firebase settings it needs CATALOGUE_DEMO=1, and says how to set either', () => {
    for (const flag of [undefined, '', '0', 'true']) {
      expect(() => buildData({}, { CATALOGUE_DEMO: flag }), String(flag)).toThrow(
        /no Firebase settings.*Set VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY and VITE_FIREBASE_APP_ID.*or set CATALOGUE_DEMO=1/,
      );
    }
    expect(() => buildData({ VITE_FIREBASE_PROJECT_ID: ' ', VITE_FIREBASE_API_KEY: '' }, {})).toThrow('no Firebase settings');
  });

  it('builds the demo when asked for with CATALOGUE_DEMO=1', () => {
    expect(buildData({}, { CATALOGUE_DEMO: '1' })).toEqual({
      settings: null,
      note: 'build: demo data (CATALOGUE_DEMO=1); every page shows the demo notice',
    });
  });

  it('fails on half-set settings before building, naming what is missing, even with CATALOGUE_DEMO=1', () => {
    expect(() => buildData({ VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x' }, { CATALOGUE_DEMO: '1' })).toThrow(
      'VITE_FIREBASE_APP_ID is missing',
    );
  });

  it('reads a real project, and says so', () => {
    const data = buildData(project, {});
    expect(data.settings?.options.projectId).toBe('shop-1');
    expect(data.note).toBe('build: data from Firebase project shop-1');
  });

  const emulator = { ...project, VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' };

  it('refuses a build with an emulator host (left in .env.local, say) unless CATALOGUE_LOCAL_FIRESTORE=1 says it is a local one', () => {
    for (const flag of [undefined, '', '0', 'true']) {
      for (const demo of [undefined, '1']) {
        expect(() => buildData(emulator, { CATALOGUE_LOCAL_FIRESTORE: flag, CATALOGUE_DEMO: demo }), `${flag} ${demo}`).toThrow(
          /^build: VITE_FIRESTORE_EMULATOR_HOST is set \(127\.0\.0\.1:8085\).*deployed site would fail for every visitor.*Remove it \(check \.env\.local\).*or set CATALOGUE_LOCAL_FIRESTORE=1 for a local test or benchmark build/,
        );
      }
    }
    // With only the project id, as a local server needs, too.
    expect(() => buildData({ VITE_FIREBASE_PROJECT_ID: 'demo-catalogue', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' }, {})).toThrow(
      'CATALOGUE_LOCAL_FIRESTORE=1',
    );
  });

  it('builds against the emulator host with CATALOGUE_LOCAL_FIRESTORE=1, and says not to publish it', () => {
    const data = buildData(
      { VITE_FIREBASE_PROJECT_ID: 'demo-catalogue', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' },
      { CATALOGUE_LOCAL_FIRESTORE: '1' },
    );
    expect(data.settings?.emulator).toEqual({ host: '127.0.0.1', port: 8085 });
    expect(data.note).toMatch(
      /^build: data from the Firestore emulator at 127\.0\.0\.1:8085 \(project demo-catalogue, CATALOGUE_LOCAL_FIRESTORE=1\).*do not publish/,
    );
  });

  it('the flag changes nothing without an emulator host', () => {
    expect(buildData(project, { CATALOGUE_LOCAL_FIRESTORE: '1' }).note).toBe('build: data from Firebase project shop-1');
    expect(() => buildData({}, { CATALOGUE_LOCAL_FIRESTORE: '1' })).toThrow('no Firebase settings');
  });
});

describe('a build whose owner signs in on a local Authentication emulator', () => {
  const withAuthEmulator = { ...project, VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:8189' };

  it('is refused without CATALOGUE_LOCAL_FIRESTORE=1: the deployed owner could never sign in', () => {
    for (const flag of [undefined, '', '0', 'true'])
      expect(() => buildData(withAuthEmulator, { CATALOGUE_LOCAL_FIRESTORE: flag }), String(flag)).toThrow(
        /^build: VITE_FIREBASE_AUTH_EMULATOR_HOST is set \(http:\/\/127\.0\.0\.1:8189\).*owner could never sign in.*Remove it \(check \.env\.local\).*CATALOGUE_LOCAL_FIRESTORE=1/,
      );
  });

  it('is built with the flag, and says not to publish it', () => {
    const data = buildData(withAuthEmulator, { CATALOGUE_LOCAL_FIRESTORE: '1' });
    expect(data.settings?.authEmulator).toBe('http://127.0.0.1:8189');
    expect(data.note).toBe(
      'build: data from Firebase project shop-1; the owner signs in on the Authentication emulator at http://127.0.0.1:8189: do not publish this build',
    );
  });
});

describe("a build whose owner's photos go to a local stand-in for Cloud Storage", () => {
  const withStandIn = {
    ...project,
    VITE_FIREBASE_STORAGE_BUCKET: 'shop-1.firebasestorage.app',
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
  };

  it('is refused without CATALOGUE_LOCAL_FIRESTORE=1: every upload of the deployed owner would fail', () => {
    expect(() => buildData(withStandIn, {})).toThrow(
      /^build: VITE_FIREBASE_STORAGE_EMULATOR_HOST is set \(http:\/\/127\.0\.0\.1:9199\).*every upload of the deployed owner would fail.*Remove it \(check \.env\.local\).*CATALOGUE_LOCAL_FIRESTORE=1/,
    );
    // The bucket alone is a real shop's setting.
    expect(buildData({ ...project, VITE_FIREBASE_STORAGE_BUCKET: 'shop-1.firebasestorage.app' }, {}).note).toBe(
      'build: data from Firebase project shop-1',
    );
  });

  it('is built with the flag, and says not to publish it, naming each local stand-in', () => {
    const data = buildData({ ...withStandIn, VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:8189' }, { CATALOGUE_LOCAL_FIRESTORE: '1' });
    expect(data.settings?.storageEmulator).toBe('http://127.0.0.1:9199');
    expect(data.note).toBe(
      "build: data from Firebase project shop-1; the owner signs in on the Authentication emulator at http://127.0.0.1:8189; the owner's photos go to the Storage stand-in at http://127.0.0.1:9199: do not publish this build",
    );
  });
});
