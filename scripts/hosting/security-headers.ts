import type { Catalogue } from '../../src/catalogue/schema.ts';
import type { FirebaseSettings } from '../../src/data/firestore/settings.ts';
import { configOrigins } from './config-origins.ts';

export interface Header {
  key: string;
  value: string;
}

/** Where the lite SDK sends its REST calls for a real project. */
export const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';
/** App Check's token exchange, and the reCAPTCHA script and frames that attest the browser. */
export const APP_CHECK_ORIGIN = 'https://content-firebaseappcheck.googleapis.com';
export const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Sources a path rule adds to the site's policy. */
export interface CspAdditions {
  connect?: string[];
  script?: string[];
  frame?: string[];
}

/** Firebase Authentication's own origins: its REST API, its token refresh, and Google's script for the redirect's helper frame. */
export const AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
export const GOOGLE_API_SCRIPTS = ['https://apis.google.com'];
/** Where firebase/storage sends the owner's photo uploads, lists and deletes (the public reads their own URLs, under img-src https:). */
export const STORAGE_UPLOAD_ORIGIN = 'https://firebasestorage.googleapis.com';

const list = (sources: string[]) => (sources.length > 0 ? sources.join(' ') : "'none'");

/**
 * The Content-Security-Policy of a build: scripts only from the site (JSON data blocks
 * are not scripts), styles inline for styled-components, pictures from any https host
 * (product data), frames and media exactly from the origins the config uses, and
 * Firestore (plus App Check) only when the build has Firebase settings. `more` widens a directive for
 * one path rule (see header-rules.ts): the worker's own fetches, later the owner's pages.
 */
export function contentSecurityPolicy(catalogue: Catalogue, settings: FirebaseSettings | null, more: CspAdditions = {}): string {
  const { frames, media } = configOrigins(catalogue);
  const connect = ["'self'", ...(more.connect ?? [])];
  const scripts = ["'self'", ...(more.script ?? [])];
  const frameSources = [...frames, ...(more.frame ?? [])];
  if (settings)
    connect.push(settings.emulator ? `http://${hostForUrl(settings.emulator.host)}:${settings.emulator.port}` : FIRESTORE_ORIGIN);
  if (settings?.appCheck) {
    connect.push(APP_CHECK_ORIGIN);
    scripts.push(...RECAPTCHA_SCRIPTS);
    frameSources.push(...RECAPTCHA_FRAMES);
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'https:', 'data:']],
    ['connect-src', connect],
    ['frame-src', frameSources],
    ['media-src', media],
    // The service worker (/sw.js) and the web app manifest come from the site itself.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', []],
    ['base-uri', []],
    ['form-action', ["'self'"]],
    ['frame-ancestors', []],
  ];
  return directives.map(([name, sources]) => `${name} ${list(sources)}`).join('; ');
}

/**
 * Embeds may go fullscreen (the frames' own origins must be allowed here, not only in
 * their `allow` attribute); the Share button's copy needs clipboard-write; the rest of the
 * powerful features nobody on a catalogue needs are off. Only features Chromium knows are
 * named: it logs "Unrecognized feature" on every page for any other. That is why web-share is
 * not named: its default, the site itself and none of its frames, is what the Share button needs.
 */
export function permissionsPolicy(catalogue: Catalogue): string {
  const frames = configOrigins(catalogue).frames.map((origin) => `"${origin}"`);
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
    `fullscreen=(${['self', ...frames].join(' ')})`,
    'clipboard-write=(self)',
  ].join(', ');
}

/** Every security header, in the order firebase.json lists them. */
export function securityHeaders(catalogue: Catalogue, settings: FirebaseSettings | null): Header[] {
  return [
    cspHeader(catalogue, settings),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy(catalogue) },
    // No includeSubDomains: a shop's domain may have other, older sites under it that still speak http.
    { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
    // A window the site opens (a chat link, an embed's own page) gets no handle back to it.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // frame-ancestors 'none' says the same to browsers that read the CSP; this is for those that do not.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

export const cspHeader = (catalogue: Catalogue, settings: FirebaseSettings | null, more?: CspAdditions): Header => ({
  key: 'Content-Security-Policy',
  value: contentSecurityPolicy(catalogue, settings, more),
});

const hostForUrl = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
