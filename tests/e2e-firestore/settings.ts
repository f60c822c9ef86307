/**
 * Fixed addresses: the Firestore address is baked into the build, so it cannot be picked at random.
 * Google's Cloud Firestore emulator answers the browser (REST) and firebase-admin (gRPC) on one port.
 */
export const FIRESTORE = { host: '127.0.0.1', port: 8185 };
export const FIRESTORE_REST = `${FIRESTORE.host}:${FIRESTORE.port}`;
export const FIRESTORE_GRPC = FIRESTORE_REST;
export const PREVIEW_PORT = 4183;
export const PROJECT_ID = 'demo-catalogue';
