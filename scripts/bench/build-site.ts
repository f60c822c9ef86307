import { execFile } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findDataChunks } from './data-chunks.ts';
import { catalogueFile, generatedPath } from '../catalogue/catalogue-file.ts';

export interface BuiltSite {
  dir: string;
  /** URL paths (/assets/...) of the chunks that hold demo collection data rather than code. */
  dataChunks: Set<string>;
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

/**
 * The production build exactly as deployed (`npm run build`, pre-rendering
 * included), copied out of dist/ at once: dist/ belongs to whoever builds next.
 */
export async function buildSite(): Promise<BuiltSite> {
  const started = performance.now();
  try {
    await run('npm', ['run', 'build'], { env: { ...process.env, ...BUILD_ENV }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build failed:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-40).join('\n')}`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-bench-'));
  await cp(generatedPath(catalogueFile(), 'dist'), dir, { recursive: true });
  return { dir, dataChunks: await findDataChunks(dir), seconds: (performance.now() - started) / 1000 };
}
