import { startFirestoreServer, type FirestoreServerOptions, type RunningFirestoreServer } from './local-server.ts';
import { openAdminFirestore } from './admin-connection.ts';
import type { CollectionUpload } from './demo-catalogue.ts';
import { uploadCollections } from './upload.ts';

export interface SeededFirestore {
  server: RunningFirestoreServer;
  /** host:port of the REST front, for the web SDK (VITE_FIRESTORE_EMULATOR_HOST). */
  rest: string;
  /** host:port of gRPC, for firebase-admin and the owner scripts (--emulator). */
  grpc: string;
  written: number;
}

/**
 * An in-memory Firestore on loopback holding `uploads`, written by the owner's own upload code:
 * what `npm run firestore:local` serves and the benchmark's Firestore build reads.
 */
export async function startSeededFirestore(
  uploads: CollectionUpload[],
  options: FirestoreServerOptions = {},
  onProgress?: (done: number, total: number) => void,
): Promise<SeededFirestore> {
  const server = await startFirestoreServer(options);
  const rest = `${server.host}:${server.port}`;
  const grpc = `${server.host}:${server.grpcPort}`;
  try {
    const { db } = await openAdminFirestore({ emulator: grpc });
    try {
      return { server, rest, grpc, written: await uploadCollections(db, uploads, onProgress) };
    } finally {
      await db.terminate();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}
