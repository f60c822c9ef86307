import type { Money } from '../domain/price';
import { checkProduct, type Product } from './product';
import { DUPLICATE_ID } from './product-messages';
import { warningLine, type DocumentReport } from './product-report';
import type { RawDocument } from './source';

/**
 * The shown products of a collection, and a report of every document not shown exactly as stored.
 * `languages`: the keys of the shop's other languages (checkProduct).
 */
export function checkProducts(
  docs: RawDocument[],
  money?: Money,
  languages: readonly string[] = [],
): { products: Product[]; reports: DocumentReport[] } {
  const products: Product[] = [];
  const reports: DocumentReport[] = [];
  const seen = new Set<string>();
  for (const doc of docs) {
    if (seen.has(doc.id)) {
      reports.push({
        id: doc.id,
        skipped: true,
        findings: [{ field: 'id', message: DUPLICATE_ID }],
      });
      continue;
    }
    const { product, findings } = checkProduct(doc, money, languages);
    if (product) {
      seen.add(doc.id);
      products.push(product);
    }
    if (findings.length > 0) reports.push({ id: doc.id, skipped: !product, findings });
  }
  return { products, reports };
}

/** Keeps the good documents and reports each skipped or repaired one with its collection and id. */
export function toProducts(collection: string, docs: RawDocument[], money?: Money, languages: readonly string[] = []): Product[] {
  const { products, reports } = checkProducts(docs, money, languages);
  for (const report of reports) console.warn(warningLine(collection, report));
  return products;
}
