import { createDemoOwnerAuth } from './demo-auth';
import { createDemoInbox } from './demo-inbox';
import type { InboxTarget } from './owner-inbox';
import type { OwnerSeam } from './owner-seam';
import { readOwnerFirebaseSettings, type OwnerFirebaseEnv } from './settings';

/**
 * The owner's seam from the build's settings: demo (this browser's demo enquiries, a demo sign-in, no photos)
 * when there are no Firebase settings, else Firebase, whose code (firebase/auth and the Firestore inbox) comes
 * as a chunk of its own, fetched here. `timeoutMs` (`settings.writeTimeoutMs`) bounds each request.
 * Half-given settings throw, naming what is missing.
 */
export async function openOwner(env: OwnerFirebaseEnv, target: InboxTarget, timeoutMs: number): Promise<OwnerSeam> {
  const settings = readOwnerFirebaseSettings(env);
  // Demo photos (kept in this browser, shown without weakening the CSP's img-src) are not built yet.
  if (!settings) return { auth: createDemoOwnerAuth(), inbox: createDemoInbox(target), photos: null };
  const { openFirebaseOwner } = await import('./firebase-owner');
  return openFirebaseOwner(settings, target, timeoutMs);
}
