import { readFirebaseSettings, type FirebaseEnv, type FirebaseSettings } from '../firestore/settings';

/** The build-time variables the owner's pages read: the site's Firebase settings and the sign-in's own two. */
export type OwnerFirebaseEnv = FirebaseEnv & Pick<ImportMetaEnv, 'VITE_FIREBASE_AUTH_DOMAIN' | 'VITE_FIREBASE_AUTH_EMULATOR_HOST'>;

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
  if (!site) {
    const set = [authDomain && 'VITE_FIREBASE_AUTH_DOMAIN', emulatorHost && 'VITE_FIREBASE_AUTH_EMULATOR_HOST'].filter(Boolean);
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
  if (emulatorHost !== undefined) settings.authEmulator = emulatorUrl(emulatorHost);
  return settings;
}

function emulatorUrl(value: string): string {
  const at = value.lastIndexOf(':');
  const port = Number(value.slice(at + 1));
  if (/[/\s]/.test(value) || at <= 0 || !Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`VITE_FIREBASE_AUTH_EMULATOR_HOST must be host:port, like 127.0.0.1:9099 (got "${value}")`);
  return `http://${value}`;
}
