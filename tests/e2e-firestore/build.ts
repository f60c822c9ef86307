import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { pageFile } from '../../scripts/build/page-file';
import { authEmulatorPort } from '../support/auth-emulator';
import { writeOwnedSpecShop } from './owned-shop';
import { AUTH_SKIPPED, FIRESTORE_REST, PROJECT_ID, STORAGE_BUCKET, STORAGE_STAND_IN_HOST } from './settings';

const run = promisify(execFile);

/** Where the global setup builds the suite's shop, which it serves on PREVIEW_PORT. */
export const OUT_DIR = 'dist-firestore';

/**
 * The environment of the suite's build, the one definition for the global setup's build and buildAfterEdit's:
 * the owned shop's file, Firebase settings pointed at the emulators (through the fault proxy), the
 * Authentication emulator (none when firebase-tools is missing: the global setup has then set AUTH_SKIPPED),
 * and the test bucket's photos going to the storage stand-in.
 */
export function ownedShopBuildEnv(config: string): Record<string, string> {
  return {
    CATALOGUE_CONFIG: config,
    // A test build against local emulators: the build refuses an emulator host without it.
    CATALOGUE_LOCAL_FIRESTORE: '1',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_API_KEY: 'demo',
    VITE_FIREBASE_APP_ID: '1:0:web:0',
    VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_REST,
    // The owner's pages sign in there; without it (firebase-tools missing) their tests are skipped.
    VITE_FIREBASE_AUTH_EMULATOR_HOST: process.env[AUTH_SKIPPED] === '1' ? '' : `127.0.0.1:${authEmulatorPort()}`,
    // The owner's photos go to the storage stand-in the global setup starts, named for the test bucket.
    VITE_FIREBASE_STORAGE_BUCKET: STORAGE_BUCKET,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: STORAGE_STAND_IN_HOST,
  };
}

/** Runs a script of the project with Node (and tsx), failing with its error output and what it was doing. */
export async function runScript(what: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  try {
    await run(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 });
  } catch (e) {
    throw new Error(`${what} failed: ${(e as { stderr?: string }).stderr ?? String(e)}`);
  }
}

/** The suite's build of the shop in `config`, pre-rendered from the emulator as it holds the data now, into `outDir`. */
export const buildOwnedShop = (config: string, outDir: string): Promise<void> =>
  runScript('building against the Firestore emulator', ['scripts/build/build.ts', '--outDir', outDir], ownedShopBuildEnv(config));

/** A route's file as the build pre-rendered it. */
export interface PrerenderedPage {
  route: string;
  /** The file as hosting would serve it, before any script runs. */
  html: string;
  /** Every `<script type="application/ld+json">` block, parsed, in order. */
  jsonLd: Record<string, unknown>[];
}

// json-ld.ts writes `<` as \u003c inside a block, so the first `</script>` after one ends it.
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** The JSON-LD blocks of a pre-rendered page, parsed. */
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(JSON_LD)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

/**
 * "A build after the edit": runs the suite's build again (ownedShopBuildEnv, so the same settings as the
 * global setup's) into a folder of its own, so the pre-rendering reads what the database holds now, and returns
 * each route's pre-rendered page, in order. The served build (OUT_DIR) is left as it was, and the folder is
 * removed. It takes as long as the global setup's build (about 5 s on 2 cores, more on a busy machine).
 */
export async function buildAfterEdit<const R extends readonly string[]>(routes: R): Promise<{ [K in keyof R]: PrerenderedPage }> {
  const config = writeOwnedSpecShop();
  const outDir = await mkdtemp(join(tmpdir(), 'catalogue-e2e-rebuild-'));
  try {
    await buildOwnedShop(config, outDir);
    const pages = await Promise.all(
      routes.map(async (route) => {
        const html = await readFile(join(outDir, pageFile(route)), 'utf8');
        return { route, html, jsonLd: jsonLdOf(html) };
      }),
    );
    return pages as { [K in keyof R]: PrerenderedPage };
  } finally {
    await rm(outDir, { recursive: true, force: true });
    await rm(dirname(config), { recursive: true, force: true });
  }
}
