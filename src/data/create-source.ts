import type { CatalogueSource } from './source';
import { createDemoSource } from './demo/demo-source';
import { readFirebaseSettings } from './firestore/settings';
import { DEMO_BUILD } from '../domain/demo-build';
import type { FirebaseEnv, FirebaseSettings } from './firestore/settings';

/** Picks the data source from build-time settings; with none, the built-in demo data. */
export function createSource(env: FirebaseEnv): CatalogueSource {
  const settings = readFirebaseSettings(env);
  if (settings) return deferredFirestoreSource(settings);
  // Unreachable in a Firebase build (its env holds the settings), which so carries no demo store.
  if (!DEMO_BUILD) throw new Error('createSource: this build has Firebase settings, but none were passed');
  return createDemoSource();
}

/**
 * Firebase arrives in its own chunk with the first read or write, so demo builds and
 * pages without a list never download it.
 */
function deferredFirestoreSource(settings: FirebaseSettings): CatalogueSource {
  let opening: Promise<CatalogueSource> | undefined;
  const open = () =>
    (opening ??= import('./firestore/firestore-source').then(
      (module) => module.openFirestoreSource(settings),
      (error: unknown) => {
        opening = undefined; // a chunk that failed to download (offline) is fetched again on Retry
        throw error;
      },
    ));
  return {
    name: 'firestore',
    readCollection: async (collection) => (await open()).readCollection(collection),
    addEnquiry: async (collection, submission, box, until) => (await open()).addEnquiry(collection, submission, box, until),
  };
}
