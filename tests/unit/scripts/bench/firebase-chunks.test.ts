// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classify, NO_CHUNKS } from '../../../../scripts/bench/classify.ts';
import { isFirebaseModule } from '../../../../scripts/bench/firebase-chunks.ts';

describe('Firebase chunks', () => {
  it('are the chunks that name a Firebase package, however minified', () => {
    expect(isFirebaseModule('const e="@firebase/app";function t(){}Te(e,"0.14.1")')).toBe(true);
    expect(isFirebaseModule("var n='@firebase/firestore',r=`firestore`;")).toBe(true);
    expect(isFirebaseModule('Pe("@firebase/app-check","0.11.0")')).toBe(true);
  });

  it("leave the site's own code alone, even code that talks about Firebase", () => {
    expect(isFirebaseModule('import("./firestore-source.js").then(e=>e.read("firebase"))')).toBe(false);
    expect(isFirebaseModule('const n="VITE_FIREBASE_PROJECT_ID";')).toBe(false);
  });

  it('count apart from the first-load JS, and data chunks stay data', () => {
    const chunks = { data: new Set(['/assets/saree-1.js']), firebase: new Set(['/assets/index.esm-2.js']) };
    expect(classify('/assets/index.esm-2.js', 'script', 'text/javascript', chunks)).toBe('firebase');
    expect(classify('/assets/main-3.js', 'script', 'text/javascript', chunks)).toBe('js');
    expect(classify('/assets/saree-1.js', 'script', 'text/javascript', chunks)).toBe('data');
    expect(classify('/assets/index.esm-2.js', 'script', 'text/javascript', NO_CHUNKS)).toBe('js');
    expect(classify('/v1/projects/demo/databases/(default)/documents:runQuery', 'fetch', 'application/json', chunks)).toBe('data');
  });
});
