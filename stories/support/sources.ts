import type { CatalogueSource } from '../../src/data/source';

/**
 * States of the data seam that the demo data cannot show by itself. Each wraps
 * or stands in for a real CatalogueSource at the SourceProvider, the same seam
 * Firestore plugs into.
 */

/** A backend that never answers: reads and writes stay pending. */
export function pendingSource(): CatalogueSource {
  return {
    name: 'pending',
    readCollection: () => new Promise(() => {}),
    addEnquiry: () => new Promise(() => {}),
  };
}

/** The first read fails with `error`; later reads (Retry) go to `base`. */
export function failingFirstRead(base: CatalogueSource, error: Error): CatalogueSource {
  let failed = false;
  return {
    name: `${base.name}, first read failing`,
    readCollection(collection) {
      if (failed) return base.readCollection(collection);
      failed = true;
      return Promise.reject(error);
    },
    addEnquiry: (collection, submission, box) => base.addEnquiry(collection, submission, box),
  };
}

/** Reads go to `base`; every enquiry write is refused with `error`. */
export function refusingWrites(base: CatalogueSource, error: Error): CatalogueSource {
  return {
    name: `${base.name}, writes refused`,
    readCollection: (collection) => base.readCollection(collection),
    addEnquiry: () => Promise.reject(error),
  };
}

/**
 * The message Firestore gives when its security rules refuse a write: the
 * failure a visitor is most likely to meet.
 */
export const PERMISSION_DENIED = 'Missing or insufficient permissions.';
