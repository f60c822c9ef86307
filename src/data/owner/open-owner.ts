import type { Money } from '../../domain/price';
import { createDemoOwnerAuth } from './demo-auth';
import { createDemoInbox } from './demo-inbox';
import { createDemoProducts } from './demo-products';
import { demoPhotos } from './demo-photos';
import { forgettingSaves } from './forgetting-saves';
import type { InboxTarget } from './owner-inbox';
import type { OwnerSeam } from './owner-seam';
import { readOwnerFirebaseSettings, type OwnerFirebaseEnv } from './settings';

/**
 * The owner's seam from the build's settings: demo (a demo sign-in, this browser's enquiries, the demo
 * products with this browser's changes, photos kept in this browser) when there are no Firebase settings, else Firebase, whose code
 * (firebase/auth, the Firestore inbox and products) comes as a chunk of its own, fetched here. `timeoutMs`
 * (`settings.writeTimeoutMs`) bounds each request; `money` (site.lang and site.currency) words a price the
 * reader cannot read. Half-given settings throw, naming what is missing.
 */
export async function openOwner(env: OwnerFirebaseEnv, target: InboxTarget, timeoutMs: number, money?: Money): Promise<OwnerSeam> {
  const settings = readOwnerFirebaseSettings(env);
  const seam = settings
    ? await (await import('./firebase-owner')).openFirebaseOwner(settings, target, timeoutMs, money)
    : { auth: createDemoOwnerAuth(), inbox: createDemoInbox(target), products: createDemoProducts({ money }), photos: demoPhotos() };
  return { ...seam, products: forgettingSaves(seam.products) };
}
