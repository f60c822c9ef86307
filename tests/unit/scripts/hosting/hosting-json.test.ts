import { describe, expect, it } from 'vitest';
import { specCatalogue } from '../../../support/catalogue';
import type { Catalogue } from '../../../../src/catalogue/schema';
import { readFirebaseSettings } from '../../../../src/data/firestore/settings';
import { checkProduct } from '../../../../src/data/product';
import { configOrigins } from '../../../../scripts/hosting/config-origins';
import { renderHostingJson } from '../../../../scripts/hosting/hosting-json';
import { parseHosting } from '../../../../scripts/hosting/hosting-config';
import { headersFor } from '../../../../scripts/hosting/path-rules';
import { APP_CHECK_ORIGIN, FIRESTORE_ORIGIN, contentSecurityPolicy, permissionsPolicy } from '../../../../scripts/hosting/security-headers';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
const project = { VITE_FIREBASE_PROJECT_ID: 'shop-1', VITE_FIREBASE_API_KEY: 'AIza-x', VITE_FIREBASE_APP_ID: '1:2:web:3' };

/** A catalogue with only the parts the headers read: a map, an embed and a video, each from its own origin. */
const small = {
  showrooms: [{ maps: [{ title: 'Map', embed: 'https://maps.example.net/embed?pb=1', poster: { src: '/map.svg', alt: '' } }] }],
  home: {
    sections: [
      {
        type: 'embeds',
        embeds: [{ title: 'Video', src: 'https://video.example.org/embed/1', poster: { src: 'https://img.example.com/p.svg', alt: '' } }],
      },
      { type: 'media', videos: [{ title: 'Clip', poster: '/p.svg', sources: ['/clip.webm', 'https://cdn.example.com/clip.mp4'] }] },
    ],
  },
  texts: { embed: { play: 'Play {title}', external: 'Open' } },
  pages: [],
} as unknown as Catalogue;

describe('firebase.json', () => {
  it('keeps pages and the service worker revalidated and hashed assets immutable', () => {
    const { hosting } = JSON.parse(
      renderHostingJson(small, null, {
        public: 'dist',
        rules: 'firestore.rules',
        indexes: 'firestore.indexes.json',
        storageRules: 'storage.rules',
      }),
    ) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    expect(hosting.headers.map((h) => [h.source, h.headers.find((x) => x.key === 'Cache-Control')?.value])).toEqual([
      ['**', 'no-cache'],
      ['/assets/**', 'public, max-age=31536000, immutable'],
      ['/sw.js', 'no-cache'],
    ]);
    expect(hosting.headers[0]!.headers.map((h) => h.key)).toEqual([
      'Cache-Control',
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]);
    const value = (key: string) => hosting.headers[0]!.headers.find((h) => h.key === key)?.value;
    expect(value('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(value('X-Frame-Options')).toBe('DENY');
  });
});

describe('header rules by path', () => {
  const served = (settings: Parameters<typeof renderHostingJson>[1], path: string) => {
    const { hosting } = JSON.parse(
      renderHostingJson(small, settings, {
        public: 'dist',
        rules: 'firestore.rules',
        indexes: 'firestore.indexes.json',
        storageRules: 'storage.rules',
      }),
    ) as {
      hosting: unknown;
    };
    return headersFor(path, parseHosting(hosting).headers);
  };

  it("serves sw.js with the site's headers and a CSP whose connect-src lets the worker fetch photos from any https host", () => {
    const worker = served(readFirebaseSettings(project), '/sw.js');
    const page = served(readFirebaseSettings(project), '/saree');
    expect(directives(worker['content-security-policy']!).get('connect-src')).toEqual(["'self'", 'https:', FIRESTORE_ORIGIN]);
    expect(directives(page['content-security-policy']!).get('connect-src')).toEqual(["'self'", FIRESTORE_ORIGIN]);
    // Only connect-src differs: the later rule replaces the CSP, and every other header comes from `**`.
    const { ['content-security-policy']: _w, ...workerRest } = worker;
    const { ['content-security-policy']: _p, ...pageRest } = page;
    expect(workerRest).toEqual(pageRest);
    expect(worker['content-security-policy']!.replace("connect-src 'self' https: ", "connect-src 'self' ")).toBe(
      page['content-security-policy'],
    );
  });

  it("keeps an emulator build's own Firestore address in the worker's connect-src", () => {
    const emulator = readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'demo-catalogue', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' });
    expect(directives(served(emulator, '/sw.js')['content-security-policy']!).get('connect-src')).toEqual([
      "'self'",
      'https:',
      'http://127.0.0.1:8085',
    ]);
  });

  it('makes only hashed files immutable', () => {
    expect(served(null, '/assets/app-A1.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served(null, '/sw.js')['cache-control']).toBe('no-cache');
    expect(served(null, '/')['cache-control']).toBe('no-cache');
  });
});

describe('Content-Security-Policy', () => {
  it('allows frames and media from exactly the origins the config uses, found anywhere in it', () => {
    expect(configOrigins(small)).toEqual({
      frames: ['https://maps.example.net', 'https://video.example.org'],
      media: ["'self'", 'https://cdn.example.com'],
    });
    const csp = directives(contentSecurityPolicy(small, null));
    expect(csp.get('frame-src')).toEqual(['https://maps.example.net', 'https://video.example.org']);
    expect(csp.get('media-src')).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it('frames and plays nothing when the config embeds nothing', () => {
    const csp = directives(contentSecurityPolicy({ texts: {} } as unknown as Catalogue, null));
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('media-src')).toEqual(["'none'"]);
  });

  it("runs only the site's own scripts and locks down everything else", () => {
    const csp = directives(contentSecurityPolicy(specCatalogue(), null));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'https:', 'data:']);
    for (const name of ['object-src', 'base-uri', 'frame-ancestors']) expect(csp.get(name), name).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('allows every product picture the checks let through, and the checks let through no picture it would block', () => {
    const imgSrc = directives(contentSecurityPolicy(specCatalogue(), null)).get('img-src')!;
    const cspAllows = (url: string) => (url.startsWith('/') ? imgSrc.includes("'self'") : imgSrc.includes(new URL(url).protocol));
    for (const img of ['/demo/a.jpg', 'https://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg', 'HTTP://cdn.example.com/a.jpg']) {
      const shown = checkProduct({ id: 'p', data: { title: 'Tote', img } }).product?.img !== undefined;
      expect(shown, img).toBe(cspAllows(img));
    }
  });

  it("connects to Firestore only with Firebase settings: Google for a project, the emulator's address for a local one", () => {
    expect(directives(contentSecurityPolicy(small, null)).get('connect-src')).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy(small, readFirebaseSettings(project))).get('connect-src')).toEqual([
      "'self'",
      FIRESTORE_ORIGIN,
    ]);
    const emulator = readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'demo-catalogue', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' });
    expect(directives(contentSecurityPolicy(small, emulator)).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8085']);
  });

  it("follows App Check: its token exchange, and reCAPTCHA's script and frames", () => {
    const withoutAppCheck = directives(contentSecurityPolicy(small, readFirebaseSettings(project)));
    const csp = directives(contentSecurityPolicy(small, readFirebaseSettings({ ...project, VITE_FIREBASE_APPCHECK_SITE_KEY: '6Lc-key' })));
    expect(csp.get('connect-src')).toEqual(["'self'", FIRESTORE_ORIGIN, APP_CHECK_ORIGIN]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(csp.get('frame-src')).toEqual([
      ...withoutAppCheck.get('frame-src')!,
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it('refuses a frame URL that is not https, rather than writing it into a header', () => {
    const bad = { showrooms: [{ maps: [{ embed: "http://maps.example.net/x'; script-src *" }] }] } as unknown as Catalogue;
    expect(() => contentSecurityPolicy(bad, null)).toThrow(
      'showrooms.maps.embed: "http://maps.example.net/x\'; script-src *" is not an https:// URL',
    );
  });
});

describe('Permissions-Policy', () => {
  it('lets the embeds go fullscreen and the Share button copy, and turns off the powerful features', () => {
    const policy = permissionsPolicy(small);
    expect(policy).toContain('fullscreen=(self "https://maps.example.net" "https://video.example.org")');
    expect(policy).toContain('clipboard-write=(self)');
    expect(policy).toContain('camera=()');
  });

  it('names only features Chromium recognises, so it logs no "Unrecognized feature" (web-share is not one)', () => {
    // Every name here is in the list Chromium 14x answers with document.featurePolicy.features()
    // (the browser suite checks that list itself, tests/e2e/security-headers.spec.ts).
    const known = [
      'accelerometer',
      'camera',
      'clipboard-write',
      'fullscreen',
      'geolocation',
      'gyroscope',
      'magnetometer',
      'microphone',
      'payment',
      'usb',
    ];
    const named = permissionsPolicy(small)
      .split(', ')
      .map((d) => d.split('=')[0]);
    expect(named.filter((f) => !known.includes(f!))).toEqual([]);
  });
});
