import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseSettings } from './settings';

const apps = new Map<string, FirebaseApp>();
const opened = new Map<string, Firestore>();
const attested = new Map<string, Promise<void>>();

/** One app per distinct settings, reused: the SDK refuses a second app of the same name. */
function appFor(settings: FirebaseSettings): { key: string; app: FirebaseApp } {
  const key = JSON.stringify(settings);
  let app = apps.get(key);
  if (!app) apps.set(key, (app = initializeApp(settings.options, `catalogue-${apps.size + 1}`)));
  return { key, app };
}

/**
 * One Firestore per distinct settings, reused: the SDK allows connectFirestoreEmulator
 * only before the first call. Without App Check; the site itself opens through openFirestore.
 */
export function connectFirestore(settings: FirebaseSettings): Firestore {
  const { key, app } = appFor(settings);
  const existing = opened.get(key);
  if (existing) return existing;
  const db = getFirestore(app);
  if (settings.emulator) connectFirestoreEmulator(db, settings.emulator.host, settings.emulator.port);
  opened.set(key, db);
  return db;
}

/**
 * The site's Firestore: App Check first when configured, because the lite SDK sends whatever
 * token provider is registered at request time, and a request before it would go without one.
 * firebase/app-check is its own chunk, so builds without a site key never download it.
 */
export async function openFirestore(settings: FirebaseSettings): Promise<Firestore> {
  const { appCheck } = settings;
  if (appCheck) {
    const { key, app } = appFor(settings);
    let ready = attested.get(key);
    if (!ready) {
      ready = import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider, ReCaptchaV3Provider }) => {
        const provider =
          appCheck.provider === 'recaptcha-enterprise'
            ? new ReCaptchaEnterpriseProvider(appCheck.siteKey)
            : new ReCaptchaV3Provider(appCheck.siteKey);
        initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
      });
      // A chunk that failed to download (offline) is fetched again on the next try.
      attested.set(
        key,
        ready.catch((error: unknown) => {
          attested.delete(key);
          throw error;
        }),
      );
    }
    await attested.get(key);
  }
  return connectFirestore(settings);
}
