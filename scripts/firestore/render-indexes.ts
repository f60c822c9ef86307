import type { Catalogue } from '../../src/catalogue/schema.ts';

/** One composite index as firestore.indexes.json writes it (the Firebase CLI's format). */
interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }[];
}

/**
 * The composite indexes the site's queries need, for firestore.indexes.json. Firestore answers a query on
 * one field, or ordered by one, from its automatic single-field indexes; the owner's inbox filters enquiries
 * by status while ordering them newest first, which needs a composite index in production (the emulator
 * never asks for one). A shop without owners has no such query, and so no index.
 */
export function firestoreIndexes(catalogue: Catalogue): { indexes: CompositeIndex[]; fieldOverrides: [] } {
  const { enquiries, owners } = catalogue;
  const indexes: CompositeIndex[] =
    enquiries && owners.length > 0
      ? [
          {
            collectionGroup: enquiries.collection,
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'status', order: 'ASCENDING' },
              { fieldPath: 'createdAt', order: 'DESCENDING' },
            ],
          },
        ]
      : [];
  return { indexes, fieldOverrides: [] };
}

/** firestore.indexes.json's text (`npm run generate`; deployed with `firebase deploy --only firestore:indexes`). */
export const renderIndexes = (catalogue: Catalogue): string => `${JSON.stringify(firestoreIndexes(catalogue), null, 2)}\n`;
