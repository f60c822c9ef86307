import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../domain/product-photos';
import { OwnerFailure } from './failure';

/** One encoded file of a product's photo, as the browser's resizer makes it: its name in the product's folder. */
export interface PhotoFile {
  /** Relative to the product's folder, e.g. `photo.jpg` or `photo-720w.webp`. */
  path: string;
  blob: Blob;
  /** One of PHOTO_TYPES: what the file is stored as, and what storage.rules check. */
  contentType: string;
}

/** How far the upload is: file `index` (from 0) of `count`, `sent` bytes of its `size`. */
export interface PhotoProgress {
  path: string;
  index: number;
  count: number;
  sent: number;
  size: number;
}

/** A product's files on their way to its folder. Nothing is sent until `run`. */
export interface PhotoUpload {
  /**
   * Sends the files not stored yet, one at a time, in order; resolves to null once all are stored, or to the
   * OwnerFailure that stopped it (`offline`, `signedOut`, `refused` or `failed`). The files stored before it stay
   * stored, so calling `run` again retries from the file that failed. Refused before any request when a file
   * is not one storage.rules would take (its type, its size, its name).
   */
  run(onProgress?: (progress: PhotoProgress) => void): Promise<OwnerFailure | null>;
  /** The paths stored so far. */
  stored(): string[];
}

/** The owner's product photos: in the bucket, or in this browser in demo mode. */
export interface ProductPhotos {
  /** The address of a file in a folder, as a product's `img` holds it: the bucket's public, token-less URL, or the demo's site-relative one. */
  url(folder: string, path: string): string;
  /** An upload of `files` into `folder` (productPhotoFolder). */
  upload(folder: string, files: readonly PhotoFile[]): PhotoUpload;
  /** Deletes every file in `folder` (with its product); resolves to null once none is left, or to the failure. */
  removeAll(folder: string): Promise<OwnerFailure | null>;
}

/** What a backend does for ProductPhotos (firebase-photos.ts, the demo's photo-db.ts): each call rejects with its own error, typed by `failureOf`. */
export interface PhotoStore {
  put(fullPath: string, file: PhotoFile, onSent: (sent: number) => void): Promise<void>;
  removeAll(folder: string): Promise<void>;
  failureOf(error: unknown): OwnerFailure;
}

const refused = (path: string, why: string) => new OwnerFailure('refused', `${path}: ${why}`);

/** Why storage.rules would refuse a file, or null. A name is plain segments, so it stays in its product's folder. */
export function photoRefusal(file: PhotoFile): OwnerFailure | null {
  const segments = file.path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..') || /[\\\p{Cc}]/u.test(file.path))
    return refused(file.path, 'not a file name inside the product folder');
  if (!PHOTO_TYPES.includes(file.contentType)) return refused(file.path, `${file.contentType} is not one of ${PHOTO_TYPES.join(', ')}`);
  if (file.blob.size > PHOTO_MAX_BYTES)
    return refused(file.path, `${file.blob.size} bytes is over the ${PHOTO_MAX_BYTES} a photo may have`);
  return null;
}

/**
 * ProductPhotos over a backend loaded on first use (`load`: its SDK is a chunk of its own, fetched only once
 * the owner stores or deletes a photo; a load that failed is tried again). `urlOf` gives the address a
 * product's `img` holds for a file's full path; `loadFailure` types a failed load.
 */
export function productPhotos(
  urlOf: (fullPath: string) => string,
  load: () => Promise<PhotoStore>,
  loadFailure: (error: unknown) => OwnerFailure,
): ProductPhotos {
  let loading: Promise<PhotoStore> | undefined;
  const store = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw loadFailure(error);
    }));
  const attempt = async (work: (s: PhotoStore) => Promise<void>): Promise<OwnerFailure | null> => {
    let backend: PhotoStore | undefined;
    try {
      backend = await store();
      await work(backend);
      return null;
    } catch (error) {
      if (error instanceof OwnerFailure) return error;
      return backend ? backend.failureOf(error) : loadFailure(error);
    }
  };
  return {
    url: (folder, path) => urlOf(`${folder}/${path}`),
    upload(folder, files) {
      const stored = new Set<string>();
      let running: Promise<OwnerFailure | null> | undefined;
      const send = async (onProgress?: (progress: PhotoProgress) => void) => {
        const refusal = files.map(photoRefusal).find((r) => r !== null);
        if (refusal) return refusal;
        return attempt(async (backend) => {
          for (const [index, file] of files.entries()) {
            if (stored.has(file.path)) continue;
            const tell = (sent: number) => onProgress?.({ path: file.path, index, count: files.length, sent, size: file.blob.size });
            tell(0);
            await backend.put(`${folder}/${file.path}`, file, tell);
            stored.add(file.path);
          }
        });
      };
      return {
        // One run at a time: a second tap on "retry" joins the run under way.
        run: (onProgress) => (running ??= send(onProgress).finally(() => (running = undefined))),
        stored: () => [...stored],
      };
    },
    removeAll: (folder) => attempt((backend) => backend.removeAll(folder)),
  };
}
