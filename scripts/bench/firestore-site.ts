import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extraLanguageKeys } from '../../src/domain/shop-languages.ts';
import { openCatalogueOrExit } from '../catalogue/open-catalogue.ts';
import { LOCAL_PROJECT_ID } from '../firestore/admin-connection.ts';
import { demoCatalogue } from '../firestore/demo-catalogue.ts';
import { startSeededFirestore } from '../firestore/seeded-server.ts';
import { buildSite, type BuiltSite } from './build-site.ts';

export interface FirestoreSite extends BuiltSite {
  /** The build's own hosting config: its CSP lets the pages reach the local Firestore. */
  firebaseJson: string;
  /** The local Firestore's REST address, baked into the build. */
  firestore: string;
  products: number;
  /** Stops the local Firestore and deletes the build. */
  stop: () => Promise<void>;
}

/**
 * The production path: a local Firestore on loopback (a free port) seeded with the catalogue's demo
 * data by the owner's upload code, and a build whose Firebase settings point at it, so pre-rendering
 * reads it and the browser reads it again after hydration. The server must outlive the measurements.
 * `cwd`: another checkout to build (a worktree of an older commit), still seeded with this one's demo data.
 */
export async function buildFirestoreSite({ cwd }: { cwd?: string } = {}): Promise<FirestoreSite> {
  const { catalogue, demoDir } = openCatalogueOrExit();
  const demo = demoCatalogue(catalogue, demoDir, extraLanguageKeys(catalogue));
  if (demo.problems.length > 0) throw new Error(`the demo data cannot be seeded:\n${demo.problems.join('\n')}`);
  const seeded = await startSeededFirestore(demo.uploads);
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-bench-firestore-'));
  const stop = async () => {
    await seeded.server.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const site = await buildSite({
      ...(cwd ? { cwd } : {}),
      typecheck: false,
      outDir: dir,
      env: {
        CATALOGUE_DEMO: '',
        // A benchmark build against the local server, never deployed (see scripts/build/demo-guard.ts).
        CATALOGUE_LOCAL_FIRESTORE: '1',
        VITE_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID,
        VITE_FIREBASE_API_KEY: 'demo',
        VITE_FIREBASE_APP_ID: '1:0:web:0',
        VITE_FIRESTORE_EMULATOR_HOST: seeded.rest,
      },
    });
    return { ...site, firebaseJson: join(dir, 'firebase.json'), firestore: seeded.rest, products: seeded.written, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
