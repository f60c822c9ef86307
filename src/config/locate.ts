import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { PathSegment } from './errors.ts';

/**
 * Line and column of the YAML node at `path`, or of the deepest ancestor that
 * exists (so a missing key points at the mapping that should hold it). With
 * `key`, points at that key inside the mapping (for unknown keys).
 */
export function locate(doc: Document, lines: LineCounter, path: PathSegment[], key?: string): { line: number; col: number } | undefined {
  let node = doc.contents;
  let offset = node?.range?.[0];
  const segments = key === undefined ? path : [...path, key];
  for (const [index, seg] of segments.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === seg);
      if (!pair) break;
      const last = key !== undefined && index === segments.length - 1;
      const keyNode = pair.key as Node | null;
      const valueNode = pair.value as Node | null;
      // Point at the key when asked, or when the value is empty (`limit:` with nothing).
      const target = last || !valueNode?.range ? keyNode : valueNode;
      offset = target?.range?.[0] ?? offset;
      node = valueNode;
    } else if (isSeq(node) && typeof seg === 'number') {
      const item = node.items[seg] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return offset === undefined ? undefined : lines.linePos(offset);
}

export function valueAt(data: unknown, path: PathSegment[]): unknown {
  let value = data;
  for (const seg of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PathSegment, unknown>)[seg];
  }
  return value;
}
