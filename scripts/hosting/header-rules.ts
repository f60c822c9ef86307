import type { Catalogue } from '../../src/catalogue/schema.ts';
import type { FirebaseSettings } from '../../src/data/firestore/settings.ts';
import type { OwnerFirebaseSettings } from '../../src/data/owner/settings.ts';
import {
  AUTH_ORIGINS,
  cspHeader,
  GOOGLE_API_SCRIPTS,
  securityHeaders,
  STORAGE_UPLOAD_ORIGIN,
  type CspAdditions,
  type Header,
} from './security-headers.ts';

/** One firebase.json `headers` entry: the headers for the paths `source` matches. */
export interface HeaderRule {
  source: string;
  headers: Header[];
}

const revalidate: Header = { key: 'Cache-Control', value: 'no-cache' };
const immutable: Header = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };

/**
 * The site's header rules, in order. Firebase Hosting (and scripts/hosting) applies every rule that
 * matches a path, a later rule's value winning for the same key: so `**` gives every file the base
 * headers and a narrower rule below replaces only what it names. A page area with other needs (the
 * owner's pages with sign-in and uploads) is one more entry with its own CSP.
 */
export function headerRules(catalogue: Catalogue, settings: OwnerPageSettings | null): HeaderRule[] {
  return [
    // Pages are revalidated on every visit.
    { source: '**', headers: [revalidate, ...securityHeaders(catalogue, settings)] },
    // Hashed names change with their content.
    { source: '/assets/**', headers: [immutable] },
    {
      source: '/sw.js',
      headers: [
        // Said again for the worker on its own: a cached sw.js would hold every visitor on an old release.
        revalidate,
        // The worker's own fetches (product photos from any https host, as img-src allows the page) are
        // checked against the connect-src of the CSP served with sw.js, not against img-src.
        cspHeader(catalogue, settings, { connect: ['https:'] }),
      ],
    },
    // Pages drawn in the browser behind a sign-in (the owner's): Firebase Authentication's API, and for
    // Google's redirect the helper frame on the auth domain (the project's, or the site's own) and its script;
    // with a bucket, the Storage endpoint the owner's photos are uploaded to; and WebAssembly for the photo encoders.
    ...catalogue.pages
      .filter((page) => page.clientShell)
      .flatMap((page) => [page.route, `${page.route}/**`])
      .map((source) => ({ source, headers: [cspHeader(catalogue, settings, ownerSources(settings))] })),
  ];
}

/** The settings the owner's sources depend on: the owner's (src/data/owner/settings.ts) when the build read them. */
type OwnerPageSettings = FirebaseSettings &
  Partial<Pick<OwnerFirebaseSettings, 'authEmulator' | 'storageBucket' | 'storageEmulator'>> & { options: { authDomain?: string } };

/**
 * Lets the owner's pages compile WebAssembly, which the AVIF and WebP encoders of a photo's copies are
 * (src/data/owner/wasm-encoders.ts), in demo mode too. It allows no eval of JavaScript: scripts still come
 * only from the sources listed. Public pages never load them, and keep WebAssembly refused.
 */
export const WASM_SCRIPTS = "'wasm-unsafe-eval'";

/**
 * Sign-in's sources, WebAssembly for the photo encoders, and the photo uploads' endpoint when the build
 * names a bucket (a test build's local stand-in instead of Google's).
 */
function ownerSources(settings: OwnerPageSettings | null): CspAdditions {
  const signIn = signInSources(settings);
  const withWasm = { ...signIn, script: [...(signIn.script ?? []), WASM_SCRIPTS] };
  if (!settings?.storageBucket) return withWasm;
  return { ...withWasm, connect: [...(signIn.connect ?? []), settings.storageEmulator ?? STORAGE_UPLOAD_ORIGIN] };
}

/**
 * What sign-in adds to a page's policy: nothing in demo mode (no Firebase settings, the demo sign-in). The
 * redirect's helper frame comes from the auth domain (VITE_FIREBASE_AUTH_DOMAIN, else the project's). A test
 * build on a local Authentication emulator talks to it instead of Google's API.
 */
function signInSources(settings: OwnerPageSettings | null): CspAdditions {
  if (!settings) return {};
  const authDomain = settings.options.authDomain ?? `${settings.options.projectId}.firebaseapp.com`;
  return {
    connect: settings.authEmulator ? [settings.authEmulator] : AUTH_ORIGINS,
    script: GOOGLE_API_SCRIPTS,
    frame: ["'self'", `https://${authDomain}`],
  };
}
