import { readFirebaseSettings, type FirebaseEnv, type FirebaseSettings } from '../../src/data/firestore/settings.ts';

export interface BuildData {
  /** null: the built-in demo data. */
  settings: FirebaseSettings | null;
  /** One line for the build's output: where this build's data comes from. */
  note: string;
}

export const DEMO_FLAG = 'CATALOGUE_DEMO';

/**
 * Where a production build gets its data, decided before anything is built. A build
 * without Firebase settings would publish the demo (enquiries kept in the visitor's own
 * browser), so it must be asked for; half-set settings throw (see readFirebaseSettings).
 */
export function buildData(env: FirebaseEnv, demoFlag: string | undefined): BuildData {
  const settings = readFirebaseSettings(env);
  if (settings?.emulator) {
    const { host, port } = settings.emulator;
    return {
      settings,
      note: `build: data from the Firestore emulator at ${host}:${port} (project ${settings.options.projectId}), not from Google: do not publish this build`,
    };
  }
  if (settings)
    return {
      settings,
      note: `build: data from Firebase project ${settings.options.projectId}${settings.appCheck ? ` with App Check (${settings.appCheck.provider})` : ''}`,
    };
  if (demoFlag !== '1') {
    throw new Error(
      'build: no Firebase settings, so this would be a demo whose enquiries never reach the shop. ' +
        'Set VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY and VITE_FIREBASE_APP_ID (in .env.local, see .env.example) to build the shop on Firestore, ' +
        `or set ${DEMO_FLAG}=1 to build the demo on its built-in data (every page then says it is a demo).`,
    );
  }
  return { settings, note: `build: demo data (${DEMO_FLAG}=1); every page shows the demo notice` };
}
