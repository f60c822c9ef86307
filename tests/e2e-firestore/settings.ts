/** Fixed addresses: the Firestore address is baked into the build, so it cannot be picked at random. */
export const FIRESTORE = { host: '127.0.0.1', port: 8185, grpcPort: 8186 };
/** What the build is pointed at: the fault proxy (tests/support/firestore/fault-proxy.ts), in front of the database. */
export const FIRESTORE_REST = `${FIRESTORE.host}:${FIRESTORE.port}`;
export const FAULT_PROXY = `http://${FIRESTORE_REST}`;
/** The database's own REST port, behind the proxy. */
export const FIRESTORE_BACKEND = { host: FIRESTORE.host, port: 8187 };
export const FIRESTORE_GRPC = `${FIRESTORE.host}:${FIRESTORE.grpcPort}`;
export const PREVIEW_PORT = 4183;
export const PROJECT_ID = 'demo-catalogue';
