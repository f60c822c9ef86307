import { openDB, type IDBPDatabase } from 'idb';
import { PHOTO_TYPES } from '../../domain/product-photos';

// Loaded only on demand (a dynamic import): by the demo owner's upload, and by a demo build's picture of a
// demo photo. A Firebase build never fetches it.

const DB_NAME = 'catalogue-demo-photos';
const FILES = 'files';

/** A stored file: its bytes (not a Blob: some browsers once lost Blobs kept in IndexedDB) and its content type. */
interface StoredPhoto {
  bytes: ArrayBuffer;
  type: string;
}

let opening: Promise<IDBPDatabase> | undefined;
const db = () =>
  (opening ??= openDB(DB_NAME, 1, { upgrade: (database) => void database.createObjectStore(FILES) }).catch((error: unknown) => {
    opening = undefined; // blocked or refused this time: asked again next time
    throw error;
  }));

/** Keeps a photo's file under its full path (products/<slug>/<id>/photo.jpg), replacing one there. */
export async function putDemoPhoto(path: string, blob: Blob, type: string): Promise<void> {
  const stored: StoredPhoto = { bytes: await blob.arrayBuffer(), type };
  await (await db()).put(FILES, stored, path);
}

/** The file under `path` as a Blob of one of PHOTO_TYPES, or undefined when this browser holds none. */
export async function readDemoPhoto(path: string): Promise<Blob | undefined> {
  const stored = (await (await db()).get(FILES, path)) as StoredPhoto | undefined;
  if (!stored || !(stored.bytes instanceof ArrayBuffer) || !PHOTO_TYPES.includes(stored.type)) return undefined;
  return new Blob([stored.bytes], { type: stored.type });
}

/** Deletes every file in `folder` (a product's), and nothing of another folder whose name it begins. */
export async function removeDemoFolder(folder: string): Promise<void> {
  // Keys are ordered: every path in the folder lies between "<folder>/" and "<folder>/\uffff".
  await (await db()).delete(FILES, IDBKeyRange.bound(`${folder}/`, `${folder}/\uffff`));
}
