import { describe, expect, it } from 'vitest';
import { buildData } from './demo-guard';

const project = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' };

describe('what a production build reads its data from', () => {
  it('refuses to build a demo silently: without Firebase settings it needs CATALOGUE_DEMO=1, and says how to set either', () => {
    for (const flag of [undefined, '', '0', 'true']) {
      expect(() => buildData({}, flag), String(flag)).toThrow(
        /no Firebase settings.*Set VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY and VITE_FIREBASE_APP_ID.*or set CATALOGUE_DEMO=1/,
      );
    }
    expect(() => buildData({ VITE_FIREBASE_PROJECT_ID: ' ', VITE_FIREBASE_API_KEY: '' }, undefined)).toThrow('no Firebase settings');
  });

  it('builds the demo when asked for with CATALOGUE_DEMO=1', () => {
    expect(buildData({}, '1')).toEqual({ settings: null, note: 'build: demo data (CATALOGUE_DEMO=1); every page shows the demo notice' });
  });

  it('fails on half-set settings before building, naming what is missing, even with CATALOGUE_DEMO=1', () => {
    expect(() => buildData({ VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x' }, '1')).toThrow(
      'VITE_FIREBASE_APP_ID is missing',
    );
  });

  it('reads a real project, and says so', () => {
    const data = buildData(project, undefined);
    expect(data.settings?.options.projectId).toBe('shop-1');
    expect(data.note).toBe('build: data from Firebase project shop-1');
  });

  it('says when the data comes from an emulator host', () => {
    const data = buildData({ VITE_FIREBASE_PROJECT_ID: 'demo-catalogue', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' }, undefined);
    expect(data.note).toMatch(/^build: data from the Firestore emulator at 127\.0\.0\.1:8085 \(project demo-catalogue\)/);
  });
});
