import type { OwnerAuth } from './owner-auth';
import type { OwnerInbox } from './owner-inbox';
import type { OwnerProducts } from './owner-products';
import type { ProductPhotos } from './product-photos';

/** Everything the owner's pages read and write through: who is signed in, the enquiries, the products and their photos. */
export interface OwnerSeam {
  auth: OwnerAuth;
  inbox: OwnerInbox;
  /** The products of the lists' collections; each save forgets this visit's copy of the list (readProducts). */
  products: OwnerProducts;
  /**
   * The product photos: in the bucket, or in this browser in demo mode (`auth.mode === 'demo'`, whose photo
   * addresses the writer accepts only when told so); null where a Firebase build has no
   * VITE_FIREBASE_STORAGE_BUCKET and cannot store photos.
   */
  photos: ProductPhotos | null;
}
