import { readOwnerFirebaseSettings, type OwnerFirebaseSettings } from '../../src/data/owner/settings.ts';
import { buildEnv } from '../build/build-env.ts';

/**
 * The Firebase settings a build on this machine would use (.env files, VITE_* variables), with the owner's
 * (auth domain, photo bucket) as the build reads them, so the firebase.json `npm run generate` writes is the
 * build's; a half-set one exits 1.
 */
export function firebaseSettingsOrExit(command: string): OwnerFirebaseSettings | null {
  try {
    return readOwnerFirebaseSettings(buildEnv());
  } catch (error) {
    console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
