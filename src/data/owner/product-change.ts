import { PRODUCT_FIELDS } from '../../domain/product-fields';
import type { ProductDocument } from '../product-writer';

/**
 * The fields an owner's edit removes from the stored product: each product field `document` leaves out (no
 * photo, no price) and each of `drop` (unknown fields the owner agreed to drop). Never `createdAt`, which an
 * edit keeps as stored (the rules refuse any other), and never a field the document sets.
 */
export function removedFields(document: ProductDocument, drop: readonly string[]): string[] {
  const absent = PRODUCT_FIELDS.filter((field) => !(field in document));
  return [...new Set([...absent, ...drop])].filter((field) => field !== 'createdAt' && !(field in document));
}
