import { readOwnerFirebaseSettings, type OwnerFirebaseEnv, type OwnerFirebaseSettings } from '../../src/data/owner/settings.ts';

export interface BuildData {
  /** null: the built-in demo data. With what the owner's sign-in adds (its auth domain, an Authentication emulator). */
  settings: OwnerFirebaseSettings | null;
  /** One line for the build's output: where this build's data comes from. */
  note: string;
}

export const DEMO_FLAG = 'CATALOGUE_DEMO';
/** A test or benchmark build against a local Firestore server, never to be deployed. */
export const LOCAL_FIRESTORE_FLAG = 'CATALOGUE_LOCAL_FIRESTORE';

/** The switches a build reads from its environment (each on only when exactly '1'). */
export type BuildSwitches = Partial<Record<typeof DEMO_FLAG | typeof LOCAL_FIRESTORE_FLAG, string>>;

/**
 * Where a production build gets its data, decided before anything is built. A build
 * without Firebase settings would publish the demo (enquiries kept in the visitor's own
 * browser), so it must be asked for; half-set settings throw (see readFirebaseSettings).
 * So must a build against an emulator host: a VITE_FIRESTORE_EMULATOR_HOST left in .env.local
 * would ship a site (and a firebase.json whose CSP allows http://127.0.0.1) that fails for every visitor.
 * A local Authentication emulator (VITE_FIREBASE_AUTH_EMULATOR_HOST) would lock the owner out the same way,
 * and a local stand-in for Cloud Storage (VITE_FIREBASE_STORAGE_EMULATOR_HOST) would fail every photo upload.
 */
export function buildData(env: OwnerFirebaseEnv, switches: BuildSwitches): BuildData {
  const data = dataOf(readOwnerFirebaseSettings(env), switches);
  const { authEmulator, storageEmulator } = data.settings ?? {};
  const local = [
    authEmulator && {
      name: 'VITE_FIREBASE_AUTH_EMULATOR_HOST',
      url: authEmulator,
      harm: "the owner's pages would sign in on a local Authentication emulator, and the deployed owner could never sign in",
      note: `the owner signs in on the Authentication emulator at ${authEmulator}`,
    },
    storageEmulator && {
      name: 'VITE_FIREBASE_STORAGE_EMULATOR_HOST',
      url: storageEmulator,
      harm: "the owner's photos would go to a local stand-in for Cloud Storage, and every upload of the deployed owner would fail",
      note: `the owner's photos go to the Storage stand-in at ${storageEmulator}`,
    },
  ].filter((host) => !!host);
  for (const { name, url, harm } of local)
    if (switches[LOCAL_FIRESTORE_FLAG] !== '1')
      throw new Error(
        `build: ${name} is set (${url}), so ${harm}. Remove it (check .env.local) to build for deploying, ` +
          `or set ${LOCAL_FIRESTORE_FLAG}=1 for a local test build.`,
      );
  if (local.length === 0) return data;
  return { ...data, note: `${data.note}; ${local.map((host) => host.note).join('; ')}: do not publish this build` };
}

function dataOf(settings: OwnerFirebaseSettings | null, switches: BuildSwitches): BuildData {
  if (settings?.emulator) {
    const { host, port } = settings.emulator;
    if (switches[LOCAL_FIRESTORE_FLAG] !== '1') {
      throw new Error(
        `build: VITE_FIRESTORE_EMULATOR_HOST is set (${host}:${port}), so this build would read a local Firestore server, ` +
          'and the deployed site would fail for every visitor. Remove it (check .env.local) to build for deploying, ' +
          `or set ${LOCAL_FIRESTORE_FLAG}=1 for a local test or benchmark build.`,
      );
    }
    return {
      settings,
      note: `build: data from the Firestore emulator at ${host}:${port} (project ${settings.options.projectId}, ${LOCAL_FIRESTORE_FLAG}=1), not from Google: do not publish this build`,
    };
  }
  if (settings)
    return {
      settings,
      note: `build: data from Firebase project ${settings.options.projectId}${settings.appCheck ? ` with App Check (${settings.appCheck.provider})` : ''}`,
    };
  if (switches[DEMO_FLAG] !== '1') {
    throw new Error(
      'build: no Firebase settings, so this would be a demo whose enquiries never reach the shop. ' +
        'Set VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY and VITE_FIREBASE_APP_ID (in .env.local, see .env.example) to build the shop on Firestore, ' +
        `or set ${DEMO_FLAG}=1 to build the demo on its built-in data (every page then says it is a demo).`,
    );
  }
  return { settings, note: `build: demo data (${DEMO_FLAG}=1); every page shows the demo notice` };
}
