import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { AUTH_NOT_RUN, authEmulatorRequired, firebaseCli, startAuthEmulator } from '../../support/auth-emulator';
import { emulatorBin, freeLoopbackPort } from './emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Authentication emulator's base URL, or '' when it is not run (its tests are then skipped). */
    authEmulator: string;
  }
}

/**
 * The Firebase Authentication emulator (firebase-tools), beside the rules suite's Firestore emulator, for the
 * tests that sign in for real (auth-emulator.test.ts). Without firebase-tools they are skipped with a loud
 * line, or the run fails where CI demands it (CATALOGUE_REQUIRE_AUTH_EMULATOR=1, set by .ci/run). Once
 * installed, an emulator that cannot start fails the run. It takes a free port: nothing has its address baked in.
 */
export default async function setup({ provide }: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!firebaseCli()) {
    if (authEmulatorRequired()) throw new Error(`${AUTH_NOT_RUN}; CATALOGUE_REQUIRE_AUTH_EMULATOR=1 makes that a failure`);
    process.stdout.write(`\n${AUTH_NOT_RUN}; the rules suite's sign-in tests are skipped\n\n`);
    provide('authEmulator', '');
    return undefined;
  }
  // Without the Firestore emulator the whole suite is skipped (global-setup.ts says so): nothing to sign in to.
  if (!existsSync(emulatorBin())) {
    provide('authEmulator', '');
    return undefined;
  }
  const emulator = await startAuthEmulator({ port: await freeLoopbackPort() });
  provide('authEmulator', emulator.url);
  return () => emulator.stop();
}
