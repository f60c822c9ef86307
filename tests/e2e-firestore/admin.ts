import { connectAdmin } from '../support/firestore/clients';
import { FIRESTORE_GRPC, PROJECT_ID } from './settings';

/** firebase-admin on the local server, to arrange and read back what the browser did. */
export const admin = () => connectAdmin(FIRESTORE_GRPC, PROJECT_ID);
