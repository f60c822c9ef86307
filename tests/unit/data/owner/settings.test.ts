import { describe, expect, it } from 'vitest';
import { readOwnerFirebaseSettings } from '../../../../src/data/owner/settings';

const project = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' };

describe("the owner's Firebase settings", () => {
  it('is null without Firebase settings: demo mode', () => {
    expect(readOwnerFirebaseSettings({})).toBeNull();
  });

  it("takes the site's settings, with authDomain from VITE_FIREBASE_AUTH_DOMAIN, else the project's firebaseapp.com", () => {
    expect(readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_AUTH_DOMAIN: 'shop.example.com' })).toEqual({
      options: { projectId: 'shop-1', apiKey: 'AIza-x', appId: '1:2:web:3', authDomain: 'shop.example.com' },
    });
    expect(readOwnerFirebaseSettings(project)?.options.authDomain).toBe('shop-1.firebaseapp.com');
  });

  it('points sign-in at a local Authentication emulator from VITE_FIREBASE_AUTH_EMULATOR_HOST', () => {
    const settings = readOwnerFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'demo-catalogue',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(settings?.authEmulator).toBe('http://127.0.0.1:9099');
    expect(settings?.emulator).toEqual({ host: '127.0.0.1', port: 8085 });
  });

  it('names the bucket photos go to (VITE_FIREBASE_STORAGE_BUCKET), and a local stand-in for its endpoint', () => {
    expect(readOwnerFirebaseSettings(project)?.storageBucket).toBeUndefined();
    const settings = readOwnerFirebaseSettings({
      ...project,
      VITE_FIREBASE_STORAGE_BUCKET: 'shop-1.firebasestorage.app',
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
    });
    expect(settings).toMatchObject({ storageBucket: 'shop-1.firebasestorage.app', storageEmulator: 'http://127.0.0.1:9199' });
    expect(readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_STORAGE_BUCKET: 'shop-1.appspot.com' })?.storageBucket).toBe(
      'shop-1.appspot.com',
    );
  });

  it('refuses photo settings that could never work, by name', () => {
    for (const bad of ['gs://shop-1.appspot.com', 'Shop-1.appspot.com', 'https://storage.googleapis.com/shop-1', 'a'])
      expect(() => readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_STORAGE_BUCKET: bad }), bad).toThrow(
        `VITE_FIREBASE_STORAGE_BUCKET must be a bucket name as the Firebase console gives it, like my-shop.firebasestorage.app, without gs:// (got "${bad}")`,
      );
    expect(() => readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })).toThrow(
      'VITE_FIREBASE_STORAGE_EMULATOR_HOST is set without VITE_FIREBASE_STORAGE_BUCKET',
    );
    expect(() =>
      readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_STORAGE_BUCKET: 'b-1', VITE_FIREBASE_STORAGE_EMULATOR_HOST: '9199' }),
    ).toThrow('VITE_FIREBASE_STORAGE_EMULATOR_HOST must be host:port, like 127.0.0.1:9199 (got "9199")');
    expect(() => readOwnerFirebaseSettings({ VITE_FIREBASE_STORAGE_BUCKET: 'b-1' })).toThrow(
      'VITE_FIREBASE_STORAGE_BUCKET is set without VITE_FIREBASE_PROJECT_ID',
    );
  });

  it("refuses sign-in settings without the site's, and malformed ones, by name", () => {
    expect(() => readOwnerFirebaseSettings({ VITE_FIREBASE_AUTH_DOMAIN: 'shop.example.com' })).toThrow(
      'VITE_FIREBASE_AUTH_DOMAIN is set without VITE_FIREBASE_PROJECT_ID',
    );
    for (const bad of ['127.0.0.1', 'http://127.0.0.1:9099', '127.0.0.1:0'])
      expect(() => readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_AUTH_EMULATOR_HOST: bad }), bad).toThrow(
        `VITE_FIREBASE_AUTH_EMULATOR_HOST must be host:port, like 127.0.0.1:9099 (got "${bad}")`,
      );
    expect(() => readOwnerFirebaseSettings({ ...project, VITE_FIREBASE_AUTH_DOMAIN: 'https://shop.example.com/' })).toThrow(
      'VITE_FIREBASE_AUTH_DOMAIN must be a host name',
    );
  });
});
