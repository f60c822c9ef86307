import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveHosting } from '../../scripts/hosting/server';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { startFirestoreServer } from '../../scripts/firestore/local-server';
import { startFaultProxy } from '../support/firestore/fault-proxy';
import { FIRESTORE, FIRESTORE_BACKEND, FIRESTORE_GRPC, FIRESTORE_REST, PREVIEW_PORT, PROJECT_ID } from './settings';

const run = promisify(execFile);
const OUT_DIR = 'dist-firestore';
// Seed and build the specification's shop, whatever CATALOGUE_CONFIG says: the tests check its facts.
const SHOP = { CATALOGUE_CONFIG: SPEC_CONFIG };

/**
 * The local Firestore, seeded by the owner's own seed script with the specification's demo data; then a build with
 * Firebase settings pointed at it (so pre-rendering reads the seeded products),
 * served as hosting would. Here rather than in `webServer`, which Playwright
 * starts before the global setup, when there would be no database to read.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startFirestoreServer({ ...FIRESTORE, port: FIRESTORE_BACKEND.port });
  const stops: (() => Promise<void>)[] = [() => server.stop()];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    // The browser reaches the database through the fault proxy, which passes everything until a test asks for a fault.
    const proxy = await startFaultProxy(FIRESTORE_BACKEND, FIRESTORE);
    stops.push(() => proxy.stop());
    await step('seeding the local Firestore', ['--import', 'tsx', 'scripts/firestore/seed.ts', '--emulator', FIRESTORE_GRPC], SHOP);
    await step('building against the local Firestore', ['--import', 'tsx', 'scripts/build/build.ts', '--outDir', OUT_DIR], {
      ...SHOP,
      // A test build against the local server: the build refuses an emulator host without it.
      CATALOGUE_LOCAL_FIRESTORE: '1',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_API_KEY: 'demo',
      VITE_FIREBASE_APP_ID: '1:0:web:0',
      VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_REST,
    });
    // With the build's own hosting config: its CSP lets the page reach the local Firestore.
    const site = await serveHosting({ firebaseJson: join(OUT_DIR, 'firebase.json'), port: PREVIEW_PORT });
    stops.push(() => site.close());
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
}

async function step(what: string, args: string[], env: Record<string, string> = {}) {
  try {
    await run(process.execPath, args, { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  } catch (e) {
    throw new Error(`${what} failed: ${(e as { stderr?: string }).stderr ?? String(e)}`);
  }
}
