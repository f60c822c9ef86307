import { publicPhotoUrl } from '../../src/domain/product-photos';
import { STORAGE_BUCKET, STORAGE_STAND_IN_URL } from './settings';

/**
 * What the storage STAND-IN (tests/support/storage-stand-in.ts) holds, for tests in Playwright's worker: the
 * stand-in runs in the global setup's process, so they ask it over HTTP (`GET /__stand-in/files`, and
 * `GET /<bucket>/<path>` as the public storage.googleapis.com URL answers). Neither needs a token.
 */
export interface StandInFile {
  /** The object's path in the bucket, e.g. `products/saree/<id>/photo-1080w.webp`. */
  path: string;
  contentType: string;
  size: number;
}

/** The files under `folder` (e.g. productPhotoFolder('Saree', id); '' for all), sorted by path. */
export async function standInFiles(folder = ''): Promise<StandInFile[]> {
  const response = await fetch(`${STORAGE_STAND_IN_URL}/__stand-in/files`);
  if (!response.ok) throw new Error(`the storage stand-in answered ${response.status} to its file list`);
  const prefix = folder === '' || folder.endsWith('/') ? folder : `${folder}/`;
  const files = (await response.json()) as StandInFile[];
  return files.filter((f) => f.path.startsWith(prefix)).sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The bytes of one stored file (by its path in the bucket), as its public URL serves them; throws when it is not there. */
export async function standInBytes(path: string): Promise<Buffer> {
  const response = await fetch(`${STORAGE_STAND_IN_URL}${new URL(publicPhotoUrl(STORAGE_BUCKET, path)).pathname}`);
  if (!response.ok) throw new Error(`the storage stand-in has no ${path} (${response.status})`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Deletes every file under `folder` as the owner's SDK would (`DELETE /v0/b/<bucket>/o/<path>` with the owner's
 * ID token, which the stand-in requires): a test's cleanup of the photos it uploaded. Returns the paths deleted.
 */
export async function removeStandInFolder(folder: string, ownerIdToken: string): Promise<string[]> {
  const files = await standInFiles(folder);
  for (const { path } of files) {
    const response = await fetch(`${STORAGE_STAND_IN_URL}/v0/b/${STORAGE_BUCKET}/o/${encodeURIComponent(path)}`, {
      method: 'DELETE',
      headers: { authorization: `Firebase ${ownerIdToken}` },
    });
    if (!response.ok && response.status !== 404) throw new Error(`the storage stand-in answered ${response.status} to deleting ${path}`);
  }
  return files.map((f) => f.path);
}
