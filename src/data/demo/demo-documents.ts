import type { RawDocument } from '../source';

/**
 * A demo file's items as backend documents. Anything odd (a file that is not a
 * list, an item without an id) still becomes a document, so the same checks as
 * for Firestore skip and name it while the rest are shown.
 */
export function demoDocuments(items: unknown): RawDocument[] {
  if (!Array.isArray(items)) return [{ id: '(file)', data: 'the demo file is not a list of products' }];
  return items.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { id: `#${i + 1}`, data: item };
    const { id, ...data } = item as Record<string, unknown>;
    const usable = typeof id === 'string' || typeof id === 'number';
    return { id: usable ? String(id) : `#${i + 1}`, data };
  });
}
