import { readFirebaseSettings, type FirebaseSettings } from '../../src/data/firestore/settings.ts';
import { buildEnv } from '../build/build-env.ts';

/** The Firebase settings a build on this machine would use (.env files, VITE_* variables); a half-set one exits 1. */
export function firebaseSettingsOrExit(command: string): FirebaseSettings | null {
  try {
    return readFirebaseSettings(buildEnv());
  } catch (error) {
    console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
