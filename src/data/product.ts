import type { RawDocument } from './source';

// Checked by hand rather than with a schema library: four fields, on every list
// page, where a validator's runtime (zod/mini: about 5 KB gzip) was the largest
// piece of the page's own code.

// Site-relative or http(s) only: no javascript:, data: or protocol-relative URL reaches an src.
const IMAGE_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

type Checked = { ok: true; product: Omit<Product, 'id'> } | { ok: false; problems: string[] };

function checkDocument(data: unknown): Checked {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, problems: ['document: not a mapping of fields'] };
  const { title, des = '', img, price } = data as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof title !== 'string' || title.trim() === '') problems.push('title: title must be a non-empty string');
  if (typeof des !== 'string') problems.push('des: des must be a string');
  if (typeof img !== 'string' || !IMAGE_URL.test(img)) problems.push('img: img must be an http(s) or site-relative URL');
  if (price !== undefined && !(typeof price === 'number' && Number.isInteger(price) && price >= 0))
    problems.push('price: price must be a whole amount, 0 or more');
  if (problems.length > 0) return { ok: false, problems };
  const product = { title: (title as string).trim(), des: des as string, img: img as string };
  return { ok: true, product: price === undefined ? product : { ...product, price: price as number } };
}

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
  const checked = checkDocument(doc.data);
  if (!checked.ok) return { id: doc.id, reason: checked.problems.join('; ') };
  return { id: doc.id, ...checked.product };
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
