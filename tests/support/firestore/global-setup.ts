import type { TestProject } from 'vitest/node';
import { startFirestoreServer } from '../../../scripts/firestore/local-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the REST front, for the web SDK's connectFirestoreEmulator. */
    firestoreHost: string;
    /** host:port of the gRPC port, for firebase-admin (FIRESTORE_EMULATOR_HOST). */
    firestoreGrpcHost: string;
  }
}

/** One server for the whole run; tests reach it through inject() and clear it with resetFirestore(). */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const server = await startFirestoreServer();
  provide('firestoreHost', `${server.host}:${server.port}`);
  provide('firestoreGrpcHost', `${server.host}:${server.grpcPort}`);
  return () => server.stop();
}
