/** What the browser needs to reach a Firebase project, read from build-time VITE_* variables. */
export interface FirebaseSettings {
  options: { projectId: string; apiKey?: string; appId?: string };
  /** A local Firestore server instead of Google's, from VITE_FIRESTORE_EMULATOR_HOST=host:port. */
  emulator?: { host: string; port: number };
}

export type FirebaseEnv = Pick<ImportMetaEnv, 'VITE_FIREBASE_API_KEY' | 'VITE_FIREBASE_PROJECT_ID' | 'VITE_FIREBASE_APP_ID' | 'VITE_FIRESTORE_EMULATOR_HOST'>;

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * No project id and nothing else set: null, so the site runs on its demo data.
 * Half-given settings throw: a shop silently showing demo products would be worse than a loud failure.
 */
export function readFirebaseSettings(env: FirebaseEnv): FirebaseSettings | null {
  const projectId = given(env.VITE_FIREBASE_PROJECT_ID);
  const apiKey = given(env.VITE_FIREBASE_API_KEY);
  const appId = given(env.VITE_FIREBASE_APP_ID);
  const emulatorHost = given(env.VITE_FIRESTORE_EMULATOR_HOST);
  if (!projectId) {
    const stray = Object.entries({ VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_APP_ID: appId, VITE_FIRESTORE_EMULATOR_HOST: emulatorHost })
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without VITE_FIREBASE_PROJECT_ID; set it too, or unset them for demo data`);
    return null;
  }
  const settings: FirebaseSettings = { options: { projectId, ...(apiKey && { apiKey }), ...(appId && { appId }) } };
  if (emulatorHost) settings.emulator = parseHostPort(emulatorHost);
  return settings;
}

function parseHostPort(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  const host = value.slice(0, at);
  const port = Number(value.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`VITE_FIRESTORE_EMULATOR_HOST must be host:port, like 127.0.0.1:8085 (got "${value}")`);
  }
  return { host, port };
}
