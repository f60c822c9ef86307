import { fillTemplate } from '../../domain/templates';

/** Something the site's reader found in a field of a product, in its own words (src/data/product.ts's Finding fits). */
export interface FieldFinding {
  /** The stored field's name ('title', 'price'…), or 'document' / 'id' for the whole. */
  field: string;
  message: string;
}

/**
 * One document of a list as the owner's shelf shows it; the owner's products seam's OwnerProduct fits
 * (src/data/owner/owner-products.ts), so the page hands its products on as they are.
 */
export interface ShelfProduct {
  id: string;
  /** What the owner would retype: the search reads it, and its title names a product the reader skips. */
  form: { title: string; des: string };
  /** The public reader's product, or undefined where it skips the document (`findings` say why). */
  shown?: { title: string; img?: string; price?: number };
  hidden: boolean;
  findings: readonly FieldFinding[];
}

/** A list the owner may keep, by its title, and the address of its shelf. */
export interface ShelfList {
  id: string;
  title: string;
  href: string;
}

/** What a product is called on the shelf and in its questions: its title, else the untitled text with its id. */
export const productName = (product: ShelfProduct, untitled: string): string =>
  (product.shown?.title ?? product.form.title).trim() || fillTemplate(untitled, { id: product.id });

/**
 * The public list as the shelf counts it: the products the reader shows and the owner has not hidden, in
 * order, of which the first `limit` are on the page (the display window), and how many are hidden.
 */
export function publicWindow(products: readonly ShelfProduct[], limit: number) {
  const listed = products.filter((p) => p.shown && !p.hidden);
  return {
    shown: Math.min(listed.length, limit),
    /** At the window, the product a new shown one pushes off: new products come first, so the window's last. */
    pushed: listed.length >= limit ? listed[limit - 1] : undefined,
    hidden: products.filter((p) => p.shown && p.hidden).length,
    /** The ids listed but past the window: the public page leaves them out. */
    past: new Set(listed.slice(limit).map((p) => p.id)),
  };
}
