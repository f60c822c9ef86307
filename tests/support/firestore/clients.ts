import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';

/** "demo-" project ids are what the official emulator treats as offline-only; keep the convention. */
export const TEST_PROJECT_ID = 'demo-catalogue';
let apps = 0;

function split(hostPort: string): [string, number] {
  const at = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, at), Number(hostPort.slice(at + 1))];
}

/** The web SDK's REST client on the local server; hostPort is inject('firestoreHost'). Free it with deleteApp(db.app). */
export function connectLite(hostPort: string, projectId = TEST_PROJECT_ID): Firestore {
  const db = getFirestore(initializeApp({ projectId }, `lite-${++apps}`));
  connectFirestoreEmulator(db, ...split(hostPort));
  return db;
}

/** firebase-admin on the local server's gRPC port; hostPort is inject('firestoreGrpcHost'). Free it with db.terminate(). */
export function connectAdmin(hostPort: string, projectId = TEST_PROJECT_ID): AdminFirestore {
  const db = getAdminFirestore(initializeAdminApp({ projectId }, `admin-${++apps}`));
  // Settings, not FIRESTORE_EMULATOR_HOST, so other clients in the process are untouched; an explicit
  // universe domain stops the auth library probing the GCE metadata server.
  db.settings({ host: hostPort, ssl: false, universeDomain: 'googleapis.com' });
  return db;
}

/** Deletes every document on the server (the official emulator's reset endpoint). */
export async function resetFirestore(hostPort: string, projectId = TEST_PROJECT_ID): Promise<void> {
  const res = await fetch(`http://${hostPort}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`reset failed: ${res.status} ${await res.text()}`);
}

/** Runs assertions about failures with the SDK's per-RPC failure log silenced; other failures still log. */
export async function expectingFailure(run: () => Promise<void>): Promise<void> {
  setLogLevel('silent');
  try {
    await run();
  } finally {
    setLogLevel('warn');
  }
}
