import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as Emulator from '@firestore-emulator/server';
import type * as Grpc from '@grpc/grpc-js';
import { restFront } from './rest-front';
import type { GrpcHandler } from './rest-front';

// The package's ESM build imports extensionless paths that Node's ESM loader rejects, so load its CommonJS
// build, and take grpc-js from beside it so credentials and server come from the same copy.
const require = createRequire(import.meta.url);
const { FirestoreServer } = require('@firestore-emulator/server') as typeof Emulator;
const { ServerCredentials } = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as typeof Grpc;

export interface FirestoreServerOptions {
  /** REST port for the web SDK; 0 (default) picks a free one. */
  port?: number;
  /** gRPC port for firebase-admin (FIRESTORE_EMULATOR_HOST); 0 (default) picks a free one. */
  grpcPort?: number;
  /** Loopback address to bind; default 127.0.0.1. */
  host?: string;
}

export interface RunningFirestoreServer {
  host: string;
  /** REST port: `connectFirestoreEmulator(db, host, port)`. */
  port: number;
  /** gRPC port: `FIRESTORE_EMULATOR_HOST=${host}:${grpcPort}` for firebase-admin. */
  grpcPort: number;
  /** Base URL of the REST front, e.g. http://127.0.0.1:8085. */
  url: string;
  /** The engine's in-memory data, shared by both ports. */
  state: Emulator.FirestoreState;
  /** Deletes every document of every project. */
  reset(): void;
  stop(): Promise<void>;
}

/** Starts one in-memory Firestore reachable over REST (web SDK) and gRPC (firebase-admin). */
export async function startFirestoreServer(opts: FirestoreServerOptions = {}): Promise<RunningFirestoreServer> {
  const host = opts.host ?? '127.0.0.1';
  const emulator = new FirestoreServer();
  // The package exposes neither its service implementation nor a bind address (its start() binds 0.0.0.0),
  // so reuse the grpc-js server it built: bind it to loopback, and serve REST from the handlers registered on it.
  const grpc = (emulator as unknown as { server: Grpc.Server }).server;
  const handlers = (grpc as unknown as { handlers?: Map<string, GrpcHandler> }).handlers;
  if (!handlers?.has('/google.firestore.v1.Firestore/Commit')) {
    throw new Error('@firestore-emulator/server or @grpc/grpc-js changed shape; check the pinned versions');
  }
  const grpcPort = await new Promise<number>((resolve, reject) =>
    grpc.bindAsync(`${host}:${opts.grpcPort ?? 0}`, ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );

  const reset = () => emulator.state.clear();
  const http = createServer(restFront(handlers, reset));
  try {
    await new Promise<void>((resolve, reject) => http.once('error', reject).listen(opts.port ?? 0, host, resolve));
  } catch (e) {
    emulator.stop();
    throw e;
  }
  const { port } = http.address() as AddressInfo;
  return {
    host,
    port,
    grpcPort,
    url: `http://${host}:${port}`,
    state: emulator.state,
    reset,
    stop: async () => {
      // Keep-alive sockets from fetch would otherwise hold close() open.
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      emulator.stop();
      await closed;
    },
  };
}
