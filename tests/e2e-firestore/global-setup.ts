import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { serveHosting } from '../../scripts/hosting/server';
import { renderRules } from '../../scripts/firestore/render-rules';
import { NOT_RUN, emulatorBin, startEmulator } from '../rules/support/emulator';
import { startFaultProxy } from '../support/firestore/fault-proxy';
import { AUTH_NOT_RUN, authEmulatorPort, authEmulatorRequired, firebaseCli, startAuthEmulator } from '../support/auth-emulator';
import { startStorageStandIn } from '../support/storage-stand-in';
import { OUT_DIR, buildOwnedShop, runScript } from './build';
import { ownedSpecCatalogue, writeOwnedSpecShop } from './owned-shop';
import {
  AUTH_SKIPPED,
  FIRESTORE,
  FIRESTORE_BACKEND,
  FIRESTORE_GRPC,
  PREVIEW_PORT,
  PROJECT_ID,
  STORAGE_BUCKET,
  STORAGE_STAND_IN,
} from './settings';

/**
 * Google's Cloud Firestore emulator with the shop's rules as `npm run generate` writes them (so the
 * browser is refused what a visitor would be), seeded by the owner's own seed script with the
 * specification's demo data (firebase-admin passes the rules, as in production); firebase-tools'
 * Authentication emulator beside it, where the owner signs in; the local STAND-IN for Cloud Storage's upload
 * endpoint (tests/support/storage-stand-in.ts: no Storage emulator runs here), which takes the owner's photos
 * only with the owner's verified token; then a build with Firebase settings pointed at all three (so
 * pre-rendering reads the seeded products; ownedShopBuildEnv), served as hosting would. The shop is the
 * specification's with an owner added (owned-shop.ts), whatever CATALOGUE_CONFIG says: the public tests
 * check the spec's facts, and the owner's need an owner.
 * Here rather than in `webServer`, which Playwright starts before the global setup, when there would be
 * no database to read.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Unlike the rules suite, never skipped: the browser suite has no other database to run on.
  if (!existsSync(emulatorBin()))
    throw new Error(`${NOT_RUN.replace('rules suite not run', 'Firestore browser suite cannot run')} (no emulator at ${emulatorBin()})`);
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-e2e-firestore-'));
  const rulesFile = join(dir, 'firestore.rules');
  const catalogue = ownedSpecCatalogue();
  writeFileSync(rulesFile, renderRules(catalogue));
  const config = writeOwnedSpecShop();
  const stops: (() => Promise<void> | void)[] = [
    () => rmSync(dir, { recursive: true, force: true }),
    () => rmSync(dirname(config), { recursive: true, force: true }),
  ];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const emulator = await startEmulator(rulesFile, FIRESTORE_BACKEND.port);
    stops.push(() => emulator.stop());
    // The browser reaches the emulator through the fault proxy, which passes everything until a test asks for a fault.
    const proxy = await startFaultProxy(FIRESTORE_BACKEND, FIRESTORE);
    stops.push(() => proxy.stop());
    const auth = await authEmulator();
    if (auth) stops.push(() => auth.stop());
    // In this process: tests reach its files over HTTP (stand-in-files.ts), the public photo URLs through public-photos.ts.
    const storage = await startStorageStandIn({ bucket: STORAGE_BUCKET, owners: catalogue.owners, port: STORAGE_STAND_IN.port });
    stops.push(() => storage.stop());
    await runScript('seeding the Firestore emulator', ['scripts/firestore/seed.ts', '--emulator', FIRESTORE_GRPC], {
      CATALOGUE_CONFIG: config,
    });
    await buildOwnedShop(config, OUT_DIR);
    // With the build's own hosting config: its CSP lets the page reach the emulator.
    const site = await serveHosting({ firebaseJson: join(OUT_DIR, 'firebase.json'), port: PREVIEW_PORT });
    stops.push(() => site.close());
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
}

/**
 * The Authentication emulator on its fixed port (the build has its address baked in), or undefined with a
 * loud line when firebase-tools is not installed: the owner's tests are then skipped (AUTH_SKIPPED), and
 * where CI demands the emulator (CATALOGUE_REQUIRE_AUTH_EMULATOR=1) the run fails instead.
 */
async function authEmulator() {
  if (firebaseCli()) return startAuthEmulator({ port: authEmulatorPort(), project: PROJECT_ID });
  if (authEmulatorRequired()) throw new Error(`${AUTH_NOT_RUN}; CATALOGUE_REQUIRE_AUTH_EMULATOR=1 makes that a failure`);
  process.stdout.write(`\n${AUTH_NOT_RUN}; the owner's browser tests are skipped\n\n`);
  process.env[AUTH_SKIPPED] = '1';
  return undefined;
}
