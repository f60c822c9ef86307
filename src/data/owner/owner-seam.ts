import type { OwnerAuth } from './owner-auth';
import type { OwnerInbox } from './owner-inbox';
import type { ProductPhotos } from './product-photos';

/** Everything the owner's pages read and write through: who is signed in, the enquiries, and the product photos. */
export interface OwnerSeam {
  auth: OwnerAuth;
  inbox: OwnerInbox;
  /**
   * The product photos in the bucket, or null where this build cannot store photos: without
   * VITE_FIREBASE_STORAGE_BUCKET, and in demo mode, which keeps no photos yet.
   */
  photos: ProductPhotos | null;
}
