import { openFirestore } from '../firestore/connect';
import { createFirebaseOwnerAuth } from './firebase-auth';
import { createFirestoreInbox } from './firestore-inbox';
import type { InboxTarget } from './owner-inbox';
import type { OwnerSeam } from './owner-seam';
import type { OwnerFirebaseSettings } from './settings';

/**
 * The owner's seam on Firebase: sign-in and the inbox on one app, so every Firestore request carries the
 * signed-in owner's token (and App Check's, when the site has it). Loaded only by the owner's pages,
 * through open-owner.ts's dynamic import: no public page downloads firebase/auth.
 */
export async function openFirebaseOwner(settings: OwnerFirebaseSettings, target: InboxTarget, timeoutMs: number): Promise<OwnerSeam> {
  const db = await openFirestore(settings);
  const auth = createFirebaseOwnerAuth(db.app, settings.authEmulator);
  const inbox = createFirestoreInbox(db, target, { signedIn: () => auth.current() !== null, timeoutMs });
  return { auth, inbox };
}
