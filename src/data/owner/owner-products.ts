import type { Finding } from '../product';
import type { ProductDocument, ProductForm } from '../product-writer';
import type { OwnerFailure } from './failure';

/**
 * A list as the owner's product pages edit it: its collection, whether it shows prices (`lists[].price`), and
 * the keys of the shop's other languages, in which a product may have texts (`i18n`; none: a one-language shop).
 */
export interface ProductTarget {
  collection: string;
  price: boolean;
  languages?: readonly string[];
}

/**
 * One document of a collection as the owner sees it: hidden products and the ones the public reader skips
 * too, so a document broken in the console can be mended here.
 */
export interface OwnerProduct {
  id: string;
  /** The form's values from the stored document, as the owner would retype them (a price as text). */
  form: ProductForm;
  /** The public reader's product, or undefined where the reader skips the document (see `findings`). */
  shown?: { title: string; img?: string; price?: number };
  hidden: boolean;
  /** When the owner's pages added it (epoch ms), or null on a document from before them. */
  createdAt: number | null;
  /** What the public reader repairs, cuts or skips in it, in the reader's own words. */
  findings: Finding[];
  /**
   * Fields the rules refuse on a write from the owner's pages (a typo such as `titel`, another tool's field,
   * a price on a list without prices): an edit offers to drop them, naming them.
   */
  unknownFields: string[];
}

/** A collection's documents, in the public list's order (newest first, undated after); skipped ones last. */
export interface ProductShelf {
  products: OwnerProduct[];
}

/**
 * The owner's products in one collection. Reads reject with an OwnerFailure; writes resolve to null once
 * stored, or to the OwnerFailure that kept them from it (the caller still holds what the owner typed).
 */
export interface OwnerProducts {
  /** Every document of the list's collection, hidden and skipped ones included. */
  read(target: ProductTarget): Promise<ProductShelf>;
  /** An id for a new product, known before it is stored: its photo folder is named by it. */
  newId(collection: string): string;
  /** Stores a new product under `id`, with the server's time as `createdAt`. */
  add(collection: string, id: string, document: ProductDocument): Promise<OwnerFailure | null>;
  /**
   * Replaces the product's fields with `document`, keeping `createdAt` as stored: a field absent from
   * `document` (no photo, no price) is removed, and so is each of `drop` (unknown fields the owner agreed to drop).
   */
  change(collection: string, id: string, document: ProductDocument, drop: readonly string[]): Promise<OwnerFailure | null>;
  /** Deletes the product (its photos are the caller's to delete, through ProductPhotos). */
  remove(collection: string, id: string): Promise<OwnerFailure | null>;
}
