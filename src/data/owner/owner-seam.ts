import type { OwnerAuth } from './owner-auth';
import type { OwnerInbox } from './owner-inbox';

/** Everything the owner's pages read and write through: who is signed in, and the enquiries. */
export interface OwnerSeam {
  auth: OwnerAuth;
  inbox: OwnerInbox;
}
