import { readFirebaseSettings, type FirebaseEnv, type FirebaseSettings } from '../firestore/settings';

/** The build-time variables the owner's pages read: the site's Firebase settings, the sign-in's own two and the photos' two. */
export type OwnerFirebaseEnv = FirebaseEnv &
  Pick<
    ImportMetaEnv,
    | 'VITE_FIREBASE_AUTH_DOMAIN'
    | 'VITE_FIREBASE_AUTH_EMULATOR_HOST'
    | 'VITE_FIREBASE_STORAGE_BUCKET'
    | 'VITE_FIREBASE_STORAGE_EMULATOR_HOST'
  >;

/** The site's Firebase settings with what sign-in adds. */
export interface OwnerFirebaseSettings extends FirebaseSettings {
  /**
   * `authDomain`: where Firebase Authentication's own pages (the Google redirect's helper) are served.
   * VITE_FIREBASE_AUTH_DOMAIN; without it `<projectId>.firebaseapp.com`, whose redirect sign-in fails in
   * browsers that block third-party storage (Safari, Firefox, Chrome's): set it to the site's own domain
   * and serve `/__/auth/**` from there, as Firebase's redirect best practices say.
   */
  options: FirebaseSettings['options'] & { authDomain: string };
  /** A local Firebase Authentication emulator, `http://host:port`, from VITE_FIREBASE_AUTH_EMULATOR_HOST=host:port. */
  authEmulator?: string;
  /**
   * The Cloud Storage bucket product photos are uploaded to, e.g. `my-shop.firebasestorage.app`: the web app's
   * `storageBucket` (VITE_FIREBASE_STORAGE_BUCKET). Without it the owner's pages cannot store photos.
   */
  storageBucket?: string;
  /** A local stand-in for the Storage upload endpoint, `http://host:port`, from VITE_FIREBASE_STORAGE_EMULATOR_HOST=host:port. */
  storageEmulator?: string;
}

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The owner's Firebase settings, or null for demo mode (no Firebase settings at all). Sign-in's own
 * variables without the site's are refused by name, as half-given site settings are.
 */
export function readOwnerFirebaseSettings(env: OwnerFirebaseEnv): OwnerFirebaseSettings | null {
  const site = readFirebaseSettings(env);
  const authDomain = given(env.VITE_FIREBASE_AUTH_DOMAIN);
  const emulatorHost = given(env.VITE_FIREBASE_AUTH_EMULATOR_HOST);
  const bucket = given(env.VITE_FIREBASE_STORAGE_BUCKET);
  const storageHost = given(env.VITE_FIREBASE_STORAGE_EMULATOR_HOST);
  if (!site) {
    const set = [
      authDomain && 'VITE_FIREBASE_AUTH_DOMAIN',
      emulatorHost && 'VITE_FIREBASE_AUTH_EMULATOR_HOST',
      bucket && 'VITE_FIREBASE_STORAGE_BUCKET',
      storageHost && 'VITE_FIREBASE_STORAGE_EMULATOR_HOST',
    ].filter(Boolean);
    if (set.length > 0)
      throw new Error(
        `${set.join(' and ')} ${set.length === 1 ? 'is' : 'are'} set without VITE_FIREBASE_PROJECT_ID: set the site's Firebase settings too, or unset ${set.length === 1 ? 'it' : 'them'} for demo mode.`,
      );
    return null;
  }
  if (authDomain !== undefined && !/^[a-z0-9.-]+(:\d+)?$/i.test(authDomain))
    throw new Error(`VITE_FIREBASE_AUTH_DOMAIN must be a host name, like shop.example.com (got "${authDomain}")`);
  const settings: OwnerFirebaseSettings = {
    ...site,
    options: { ...site.options, authDomain: authDomain ?? `${site.options.projectId}.firebaseapp.com` },
  };
  if (emulatorHost !== undefined) settings.authEmulator = emulatorUrl('VITE_FIREBASE_AUTH_EMULATOR_HOST', emulatorHost, 9099);
  if (bucket !== undefined) settings.storageBucket = bucketName(bucket);
  if (storageHost !== undefined) {
    // The SDK's requests name the bucket in their path, a local stand-in's as much as Google's.
    if (bucket === undefined)
      throw new Error('VITE_FIREBASE_STORAGE_EMULATOR_HOST is set without VITE_FIREBASE_STORAGE_BUCKET: set the bucket too.');
    settings.storageEmulator = emulatorUrl('VITE_FIREBASE_STORAGE_EMULATOR_HOST', storageHost, 9199);
  }
  return settings;
}

function emulatorUrl(name: string, value: string, examplePort: number): string {
  const at = value.lastIndexOf(':');
  const port = Number(value.slice(at + 1));
  if (/[/\s]/.test(value) || at <= 0 || !Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be host:port, like 127.0.0.1:${examplePort} (got "${value}")`);
  return `http://${value}`;
}

// Cloud Storage's bucket names: lowercase letters, digits, '-', '_' and '.', starting and ending with a letter or digit.
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

function bucketName(value: string): string {
  if (!BUCKET.test(value))
    throw new Error(
      `VITE_FIREBASE_STORAGE_BUCKET must be a bucket name as the Firebase console gives it, like my-shop.firebasestorage.app, without gs:// (got "${value}")`,
    );
  return value;
}
