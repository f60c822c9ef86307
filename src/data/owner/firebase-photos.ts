import { connectStorageEmulator, deleteObject, getStorage, listAll, ref, uploadBytesResumable } from 'firebase/storage';
import type { FirebaseStorage, StorageReference } from 'firebase/storage';
import type { FirebaseApp } from 'firebase/app';
import { TimeoutError, withTimeout } from '../with-timeout';
import { failureOf } from './failure';
import type { PhotoFile, PhotoStore } from './product-photos';

export interface FirebasePhotoOptions {
  /** Whether a user is signed in now: a refusal then means "refused", else "signed out". */
  signedIn: () => boolean;
  /**
   * How long the SDK keeps retrying a request that gets no answer, and how long an upload may go without
   * sending a byte, before it fails as `offline` (`settings.writeTimeoutMs`). The SDK's own default is ten minutes.
   */
  timeoutMs: number;
}

/** The bucket's Storage on the owner's app (so requests carry the signed-in owner's token), or on a local stand-in. */
export function openPhotoStorage(app: FirebaseApp, bucket: string, emulator?: string): FirebaseStorage {
  const storage = getStorage(app, `gs://${bucket}`);
  if (emulator) {
    const { hostname, port } = new URL(emulator);
    connectStorageEmulator(storage, hostname, Number(port));
  }
  return storage;
}

/**
 * Product photos on Cloud Storage with the real firebase/storage SDK: `uploadBytesResumable`, which sends a
 * small file in one request and a larger one in chunks it resumes after a dropped connection; `listAll` and
 * `deleteObject` for a product's folder. storage.rules decide what is allowed; the errors are typed by failureOf.
 */
export function firebasePhotoStore(storage: FirebaseStorage, { signedIn, timeoutMs }: FirebasePhotoOptions): PhotoStore {
  storage.maxUploadRetryTime = timeoutMs;
  storage.maxOperationRetryTime = timeoutMs;
  return {
    put: (fullPath, file, onSent) => put(ref(storage, fullPath), file, onSent, timeoutMs),
    removeAll: (folder) => withTimeout(removeAll(ref(storage, folder)), timeoutMs),
    failureOf: (error) => failureOf(error, { write: true, signedIn: signedIn() }),
  };
}

// The SDK never gives up on a connection that stays open and silent: a file that sends nothing for `timeoutMs` is cancelled.
function put(target: StorageReference, file: PhotoFile, onSent: (sent: number) => void, timeoutMs: number): Promise<void> {
  const task = uploadBytesResumable(target, file.blob, { contentType: file.contentType });
  return new Promise<void>((resolve, reject) => {
    let silent: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silent);
      silent = setTimeout(() => {
        reject(new TimeoutError(timeoutMs));
        task.cancel();
      }, timeoutMs);
    };
    watch();
    task.on(
      'state_changed',
      (snapshot) => {
        watch();
        onSent(snapshot.bytesTransferred);
      },
      (error) => {
        clearTimeout(silent);
        reject(error);
      },
      () => {
        clearTimeout(silent);
        resolve();
      },
    );
  });
}

// Every file under the folder, then under each of its folders; a file already gone is no failure (a retry).
async function removeAll(folder: StorageReference): Promise<void> {
  const { items, prefixes } = await listAll(folder);
  for (const item of items) await deleteObject(item).catch(ignoreGone);
  for (const prefix of prefixes) await removeAll(prefix);
}

const ignoreGone = (error: unknown) => {
  if ((error as { code?: unknown } | null)?.code !== 'storage/object-not-found') throw error;
};
