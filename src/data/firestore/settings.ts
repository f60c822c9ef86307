/** Which reCAPTCHA flavour attests the browser to Firebase App Check. */
export type AppCheckProvider = 'recaptcha-v3' | 'recaptcha-enterprise';

/** What the browser needs to reach a Firebase project, read from build-time VITE_* variables. */
export interface FirebaseSettings {
  options: { projectId: string; apiKey?: string; appId?: string };
  /** A local Firestore server instead of Google's, from VITE_FIRESTORE_EMULATOR_HOST=host:port. */
  emulator?: { host: string; port: number };
  /** Firebase App Check, on when VITE_FIREBASE_APPCHECK_SITE_KEY is set. */
  appCheck?: { siteKey: string; provider: AppCheckProvider };
}

export type FirebaseEnv = Pick<
  ImportMetaEnv,
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_APP_ID'
  | 'VITE_FIRESTORE_EMULATOR_HOST'
  | 'VITE_FIREBASE_APPCHECK_SITE_KEY'
  | 'VITE_FIREBASE_APPCHECK_PROVIDER'
>;

const PROVIDERS: readonly AppCheckProvider[] = ['recaptcha-v3', 'recaptcha-enterprise'];
/** The identifiers a real project needs together: without any one of them the page fails at run time. */
const TOGETHER = ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'] as const;

const NAMES: readonly (keyof FirebaseEnv)[] = [
  ...TOGETHER,
  'VITE_FIRESTORE_EMULATOR_HOST',
  'VITE_FIREBASE_APPCHECK_SITE_KEY',
  'VITE_FIREBASE_APPCHECK_PROVIDER',
];

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Nothing set: null, so the site runs on its demo data. Half-given settings throw, naming what
 * is missing: a shop silently showing demo products, or a blank page, would be worse than a loud failure.
 * A local emulator checks no API key or app id, so against one the project id is enough.
 */
export function readFirebaseSettings(env: FirebaseEnv): FirebaseSettings | null {
  const values = Object.fromEntries(NAMES.map((name) => [name, given(env[name])])) as Partial<Record<keyof FirebaseEnv, string>>;
  const projectId = values.VITE_FIREBASE_PROJECT_ID;
  const emulatorHost = values.VITE_FIRESTORE_EMULATOR_HOST;
  const setNames = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  if (setNames.length === 0) return null;
  const required: readonly (keyof FirebaseEnv)[] = emulatorHost ? ['VITE_FIREBASE_PROJECT_ID'] : TOGETHER;
  const missing = required.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Firebase settings are incomplete: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (${setNames.join(', ')} ${setNames.length === 1 ? 'is' : 'are'} set). ` +
        `Set ${TOGETHER.join(', ')} together (Firebase console › Project settings › Your apps), or unset them all for demo data.`,
    );
  }
  const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_APP_ID: appId } = values;
  const settings: FirebaseSettings = { options: { projectId: projectId!, ...(apiKey && { apiKey }), ...(appId && { appId }) } };
  if (emulatorHost) settings.emulator = parseHostPort(emulatorHost);
  const appCheck = readAppCheck(values.VITE_FIREBASE_APPCHECK_SITE_KEY, values.VITE_FIREBASE_APPCHECK_PROVIDER);
  if (appCheck) settings.appCheck = appCheck;
  return settings;
}

function readAppCheck(siteKey: string | undefined, provider: string | undefined): FirebaseSettings['appCheck'] {
  if (provider !== undefined && !PROVIDERS.includes(provider as AppCheckProvider)) {
    throw new Error(`VITE_FIREBASE_APPCHECK_PROVIDER must be ${PROVIDERS.join(' or ')} (got "${provider}")`);
  }
  if (!siteKey) {
    if (provider !== undefined)
      throw new Error(
        'VITE_FIREBASE_APPCHECK_PROVIDER is set without VITE_FIREBASE_APPCHECK_SITE_KEY; set the site key too, or unset both',
      );
    return undefined;
  }
  return { siteKey, provider: (provider as AppCheckProvider | undefined) ?? 'recaptcha-v3' };
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
