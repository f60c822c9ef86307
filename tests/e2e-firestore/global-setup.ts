import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startFirestoreServer } from '../support/firestore/server';
import { FIRESTORE, FIRESTORE_GRPC } from './settings';

/** The local Firestore the build points at, seeded by the owner's own seed script; stopped after the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startFirestoreServer(FIRESTORE);
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/firestore/seed.ts', '--emulator', FIRESTORE_GRPC]);
  } catch (e) {
    await server.stop();
    throw new Error(`seeding the local Firestore failed: ${(e as { stderr?: string }).stderr ?? String(e)}`);
  }
  return () => server.stop();
}
