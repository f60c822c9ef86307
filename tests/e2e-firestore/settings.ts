/**
 * Fixed addresses: the Firestore address is baked into the build, so it cannot be picked at random. The build
 * is pointed at the fault proxy (tests/support/firestore/fault-proxy.ts), which passes every request on to
 * Google's Cloud Firestore emulator behind it until a test asks for a fault.
 */
export const FIRESTORE = { host: '127.0.0.1', port: 8185 };
export const FIRESTORE_REST = `${FIRESTORE.host}:${FIRESTORE.port}`;
export const FAULT_PROXY = `http://${FIRESTORE_REST}`;
/** The emulator itself: REST and firebase-admin's gRPC on one port, behind the proxy. */
export const FIRESTORE_BACKEND = { host: FIRESTORE.host, port: 8187 };
export const FIRESTORE_GRPC = `${FIRESTORE_BACKEND.host}:${FIRESTORE_BACKEND.port}`;
export const PREVIEW_PORT = 4183;
export const PROJECT_ID = 'demo-catalogue';
/** Set by the global setup when firebase-tools is missing: the owner's tests, which sign in there, are skipped. */
export const AUTH_SKIPPED = 'CATALOGUE_E2E_AUTH_SKIPPED';
