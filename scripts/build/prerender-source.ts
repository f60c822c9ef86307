import type { Firestore } from 'firebase-admin/firestore';
import type { FirebaseSettings } from '../../src/data/firestore/settings.ts';
import type { CatalogueSource } from '../../src/data/source.ts';
import { openAdminFirestore } from '../firestore/admin-connection.ts';

/**
 * How pre-rendering reads Firestore. With a service-account key (GOOGLE_APPLICATION_CREDENTIALS) it reads
 * with firebase-admin, as `seed` does: App Check cannot attest Node, and enforced on Firestore it refuses
 * the web SDK's reads, so this is the build that keeps working with enforcement on. Without a key, and
 * always against an emulator, it reads as the browser does (the web SDK), as before.
 */
export function prerenderReader(settings: FirebaseSettings | null, env: NodeJS.ProcessEnv): 'admin' | 'web' {
  return settings && !settings.emulator && env.GOOGLE_APPLICATION_CREDENTIALS ? 'admin' : 'web';
}

/** Reads each collection whole, as the browser's source does; pre-rendering stores no enquiries. */
export function adminReadSource(db: Firestore): CatalogueSource {
  return {
    name: 'firestore-admin',
    async readCollection(name) {
      const snapshot = await db.collection(name).get();
      return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    addEnquiry: () => Promise.reject(new Error('pre-rendering stores no enquiries')),
  };
}

/** The admin source for the settings' project, with the key in GOOGLE_APPLICATION_CREDENTIALS. */
export async function openAdminReadSource(settings: FirebaseSettings, env: NodeJS.ProcessEnv) {
  const { db, label } = await openAdminFirestore({ project: settings.options.projectId }, env);
  return { source: adminReadSource(db), label, close: () => db.terminate() };
}
