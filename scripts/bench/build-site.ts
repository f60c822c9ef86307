import { execFile } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findDataChunks } from './data-chunks.ts';
import { findFirebaseChunks } from './firebase-chunks.ts';
import { catalogueFile, generatedPath } from '../catalogue/catalogue-file.ts';

export interface BuiltSite {
  dir: string;
  /** URL paths (/assets/...) of the chunks that hold demo collection data rather than code. */
  dataChunks: Set<string>;
  /** URL paths of the chunks that carry the Firebase SDK (none in a demo build). */
  firebaseChunks: Set<string>;
  seconds: number;
}

const run = promisify(execFile);

/** The demo build, whatever a developer's .env.local points at. */
const BUILD_ENV = {
  CATALOGUE_DEMO: '1',
  VITE_FIREBASE_PROJECT_ID: '',
  VITE_FIREBASE_API_KEY: '',
  VITE_FIREBASE_APP_ID: '',
  VITE_FIRESTORE_EMULATOR_HOST: '',
};

export interface BuildOptions {
  /** Another catalogue file (CATALOGUE_CONFIG) to build. */
  config?: string;
  /** Another checkout of the repository (a worktree of an older commit) to build in. */
  cwd?: string;
  /**
   * False: the build script alone, without `tsc` first. For the sites the current one is compared
   * with, whose output types cannot change, and whose build must not fail on a file being edited.
   */
  typecheck?: boolean;
  /** Build into this folder (--outDir), which is then the site: its firebase.json is the build's own. */
  outDir?: string;
  /** Environment over the demo build's (e.g. Firebase settings for a build on Firestore). */
  env?: Record<string, string>;
}

/**
 * The production build exactly as deployed (`npm run build`, pre-rendering
 * included), copied out of dist/ at once: dist/ belongs to whoever builds next.
 */
export async function buildSite({ config, cwd, typecheck = true, outDir, env: extra = {} }: BuildOptions = {}): Promise<BuiltSite> {
  const started = performance.now();
  const env = { ...process.env, ...BUILD_ENV, ...(config ? { CATALOGUE_CONFIG: config } : {}), ...extra };
  try {
    const args = [...(typecheck ? ['run', 'build', '--'] : ['tsx', 'scripts/build/build.ts']), ...(outDir ? ['--outDir', outDir] : [])];
    await run(typecheck ? 'npm' : 'npx', args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build failed:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n')}`);
  }
  const dir = outDir ?? (await mkdtemp(join(tmpdir(), 'catalogue-bench-')));
  if (!outDir) await cp(cwd ? join(cwd, 'dist') : generatedPath(catalogueFile(config), 'dist'), dir, { recursive: true });
  return {
    dir,
    dataChunks: await findDataChunks(dir),
    firebaseChunks: await findFirebaseChunks(dir),
    seconds: (performance.now() - started) / 1000,
  };
}
