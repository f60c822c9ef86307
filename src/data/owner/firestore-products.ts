import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import type { Money } from '../../domain/price';
import type { ProductDocument } from '../product-writer';
import { OwnerFailure } from './failure';
import type { OwnerProducts } from './owner-products';
import { removedFields } from './product-change';
import { ownerRequests, type OwnerRequestOptions } from './owner-requests';
import { productShelf } from './product-shelf';

export interface FirestoreProductsOptions extends OwnerRequestOptions {
  /** The shop's site.lang and site.currency: the reader's findings give a price example in them. */
  money?: Money;
}

/** What `change` sends: the document's fields, and a deletion of each field the edit removes. */
export function changedFields(document: ProductDocument, drop: readonly string[]): Record<string, unknown> {
  return { ...document, ...Object.fromEntries(removedFields(document, drop).map((field) => [field, deleteField()])) };
}

/**
 * The owner's products in Cloud Firestore, over the lite SDK (requests carry the signed-in owner's token;
 * firestore.rules let owners write product fields only, `createdAt` the server's time on create and as stored
 * after). A list is read whole, as its public page reads it.
 */
export function createFirestoreProducts(db: Firestore, options: FirestoreProductsOptions): OwnerProducts {
  const { read, save } = ownerRequests(options);
  return {
    read: (target) =>
      read(async () => {
        const { docs } = await getDocs(collection(db, target.collection));
        return productShelf(
          docs.map((d) => ({ id: d.id, data: d.data() })),
          target,
          options.money,
        );
      }),
    newId: (name) => doc(collection(db, name)).id,
    add: (name, id, document) => save(() => setDoc(doc(db, name, id), { ...document, createdAt: serverTimestamp() })),
    // updateDoc, not setDoc: a product deleted meanwhile must not come back without its createdAt.
    async change(name, id, document, drop) {
      const ref = doc(db, name, id);
      const failure = await save(() => updateDoc(ref, changedFields(document, drop)));
      if (failure?.kind !== 'refused') return failure;
      // The rules refuse an edit of a document that is not there (they read its createdAt) before Firestore
      // could say `not-found`: one read tells the owner it was deleted rather than that the edit was wrong.
      const gone = await read(async () => !(await getDoc(ref)).exists()).catch(() => false);
      return gone ? new OwnerFailure('gone', `${name}/${id} no longer exists`, { cause: failure }) : failure;
    },
    remove: (name, id) => save(() => deleteDoc(doc(db, name, id))),
  };
}
