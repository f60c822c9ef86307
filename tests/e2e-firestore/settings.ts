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
/**
 * The local STAND-IN for Cloud Storage's upload endpoint (tests/support/storage-stand-in.ts; there is no Storage
 * emulator here), which the global setup starts and the build points the owner's photos at. Beside the other
 * fixed ports, clear of firebase-tools' Storage emulator default (9199).
 */
export const STORAGE_STAND_IN = { host: '127.0.0.1', port: 8191 };
export const STORAGE_STAND_IN_HOST = `${STORAGE_STAND_IN.host}:${STORAGE_STAND_IN.port}`;
export const STORAGE_STAND_IN_URL = `http://${STORAGE_STAND_IN_HOST}`;
/** The suite's bucket (VITE_FIREBASE_STORAGE_BUCKET): the project's default bucket name, on no real project. */
export const STORAGE_BUCKET = `${PROJECT_ID}.firebasestorage.app`;
