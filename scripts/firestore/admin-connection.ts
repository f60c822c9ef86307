import { existsSync, readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';

/** A mistake in how a script was called: printed as is, without a stack, exit code 1. */
export class UsageError extends Error {}

/** Where a script writes: a local server, or a real project with a service-account key. */
export interface Target {
  emulator?: string;
  project?: string;
}

/** The options every owner script takes, for node:util parseArgs. */
export const TARGET_OPTIONS = {
  emulator: { type: 'string' },
  project: { type: 'string' },
} as const;

/** The project id of `npm run firestore:local` and the e2e build; "demo-" ids never reach Google. */
export const LOCAL_PROJECT_ID = 'demo-catalogue';

const NO_CREDENTIALS = `No credentials for Firestore. Either
  - pass --emulator HOST:PORT to use a local server (npm run firestore:local prints it), or
  - download a service-account key (Firebase console > Project settings > Service accounts >
    Generate new private key), keep it outside this folder, and run with
    GOOGLE_APPLICATION_CREDENTIALS=/path/to/key.json ... --project YOUR_PROJECT_ID`;

let apps = 0;

/**
 * firebase-admin for the target; refuses clearly when neither a local server nor a key is given.
 * The SDK is imported here, not at the top, so usage and file errors answer without its load time.
 */
export async function openAdminFirestore(target: Target, env: NodeJS.ProcessEnv = process.env): Promise<{ db: Firestore; label: string }> {
  const emulator = target.emulator ?? env.FIRESTORE_EMULATOR_HOST;
  const name = `owner-script-${++apps}`;
  if (emulator) {
    if (!/^[^:\s]+:\d{1,5}$/.test(emulator)) throw new UsageError(`--emulator takes HOST:PORT, like 127.0.0.1:8086 (got "${emulator}")`);
    const projectId = target.project ?? LOCAL_PROJECT_ID;
    const { initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const db = getFirestore(initializeApp({ projectId }, name));
    // An explicit universe domain stops the auth library probing a cloud metadata server.
    db.settings({ host: emulator, ssl: false, universeDomain: 'googleapis.com' });
    return { db, label: `local Firestore ${emulator} (project ${projectId})` };
  }
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!keyFile) throw new UsageError(NO_CREDENTIALS);
  if (!existsSync(keyFile))
    throw new UsageError(`GOOGLE_APPLICATION_CREDENTIALS is ${keyFile}, which does not exist.\n\n${NO_CREDENTIALS}`);
  const projectId = target.project ?? projectOfKey(keyFile);
  if (!projectId) throw new UsageError(`No project id: pass --project YOUR_PROJECT_ID.`);
  const { applicationDefault, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ credential: applicationDefault(), projectId }, name));
  return { db, label: `Firestore of project ${projectId}` };
}

function projectOfKey(file: string): string | undefined {
  try {
    const key = JSON.parse(readFileSync(file, 'utf8')) as { project_id?: unknown };
    return typeof key.project_id === 'string' ? key.project_id : undefined;
  } catch {
    return undefined;
  }
}
