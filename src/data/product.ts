// zod/mini: the same validation at a fraction of the bytes, since this ships to every list page.
import { z } from 'zod/mini';
import type { RawDocument } from './source';

// Site-relative or http(s) only: no javascript:, data: or protocol-relative URL reaches an src.
const imageUrl = z
  .string()
  .check(z.regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'img must be an http(s) or site-relative URL'));

const productDocument = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'title must be a non-empty string')),
  des: z._default(z.string(), ''),
  img: imageUrl,
  price: z.optional(z.int('price must be whole rupees').check(z.nonnegative())),
});

export interface Product {
  id: string;
  title: string;
  des: string;
  img: string;
  price?: number;
}

export interface SkippedDocument {
  id: string;
  reason: string;
}

/** Validates and shapes one backend document; pages never see raw documents. */
export function toProduct(doc: RawDocument): Product | SkippedDocument {
  const parsed = productDocument.safeParse(doc.data);
  if (!parsed.success) {
    const reason = parsed.error.issues.map((i) => `${i.path.join('.') || 'document'}: ${i.message}`).join('; ');
    return { id: doc.id, reason };
  }
  const { title, des, img, price } = parsed.data;
  return price === undefined ? { id: doc.id, title, des, img } : { id: doc.id, title, des, img, price };
}

/** Keeps the good documents and reports each bad one with its collection and id. */
export function toProducts(collection: string, docs: RawDocument[]): Product[] {
  const products: Product[] = [];
  for (const doc of docs) {
    const result = toProduct(doc);
    if ('reason' in result) console.warn(`[catalogue] skipped ${collection}/${result.id}: ${result.reason}`);
    else products.push(result);
  }
  return products;
}
