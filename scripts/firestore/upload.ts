import type { Firestore } from 'firebase-admin/firestore';
import type { CollectionUpload } from './demo-catalogue.ts';

/** Firestore's limit on writes in one batch. */
export const BATCH_LIMIT = 500;

/**
 * Writes every document with set(), so running it again overwrites rather than duplicates.
 * Batches may span collections; onProgress hears after each committed batch.
 */
export async function uploadCollections(
  db: Firestore,
  uploads: CollectionUpload[],
  onProgress: (done: number, total: number) => void = () => {},
  batchSize = BATCH_LIMIT,
): Promise<number> {
  if (batchSize < 1 || batchSize > BATCH_LIMIT) throw new Error(`batch size must be 1 to ${BATCH_LIMIT}`);
  const writes = uploads.flatMap(({ collection, docs }) => docs.map((doc) => ({ collection, ...doc })));
  for (let start = 0; start < writes.length; start += batchSize) {
    const batch = db.batch();
    for (const { collection, id, data } of writes.slice(start, start + batchSize)) batch.set(db.collection(collection).doc(id), data);
    await batch.commit();
    onProgress(Math.min(start + batchSize, writes.length), writes.length);
  }
  return writes.length;
}
