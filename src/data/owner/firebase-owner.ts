import type { Money } from '../../domain/price';
import { publicPhotoUrl } from '../../domain/product-photos';
import { openFirestore } from '../firestore/connect';
import { failureOf } from './failure';
import { createFirebaseOwnerAuth } from './firebase-auth';
import { createFirestoreInbox } from './firestore-inbox';
import { createFirestoreProducts } from './firestore-products';
import type { InboxTarget } from './owner-inbox';
import type { OwnerSeam } from './owner-seam';
import { productPhotos } from './product-photos';
import type { OwnerFirebaseSettings } from './settings';

/**
 * The owner's seam on Firebase: sign-in, the inbox, the products and the photos on one app, so every Firestore and Storage
 * request carries the signed-in owner's token (and App Check's, when the site has it). Loaded only by the
 * owner's pages, through open-owner.ts's dynamic import: no public page downloads firebase/auth. firebase/storage
 * is a chunk of its own again, fetched once the owner stores or deletes a photo, so the inbox never loads it.
 */
export async function openFirebaseOwner(
  settings: OwnerFirebaseSettings,
  target: InboxTarget,
  timeoutMs: number,
  money?: Money,
): Promise<OwnerSeam> {
  const db = await openFirestore(settings);
  const auth = createFirebaseOwnerAuth(db.app, settings.authEmulator);
  const signedIn = () => auth.current() !== null;
  const inbox = createFirestoreInbox(db, target, { signedIn, timeoutMs });
  // The inbox's target names the enquiries only: each products call names its own collection.
  const products = createFirestoreProducts(db, { signedIn, timeoutMs, money });
  const bucket = settings.storageBucket;
  const photos = bucket
    ? productPhotos(
        (path) => publicPhotoUrl(bucket, path),
        async () => {
          const { firebasePhotoStore, openPhotoStorage } = await import('./firebase-photos');
          return firebasePhotoStore(openPhotoStorage(db.app, bucket, settings.storageEmulator), { signedIn, timeoutMs });
        },
        (error) => failureOf(error, { write: true, signedIn: signedIn() }),
      )
    : null;
  return { auth, inbox, products, photos };
}
