import type { PathSegment } from './errors.ts';
import { defOf, members, unwrap, unwrapOnce, type AnySchema } from './schema-walk.ts';

export interface DeclaredValue {
  path: PathSegment[];
  value: unknown;
}

/**
 * Every value of the parsed `data` that the schema declares with `target` (a
 * primitive such as `phone`), with its path: a check that needs the whole file
 * (the shop's country) then reaches every such field, including ones added later.
 */
export function valuesDeclaredAs(schema: AnySchema, data: unknown, target: AnySchema): DeclaredValue[] {
  const found = new Map<string, DeclaredValue>();
  const visit = (wrapped: AnySchema, value: unknown, path: PathSegment[]): void => {
    if (value === undefined || value === null) return;
    // Compared layer by layer: `phone.optional()` is not `phone`, but holds it. By definition, not by
    // schema: `phone.describe(...)` is a copy of `phone` that shares its definition.
    for (let layer = wrapped; ; layer = unwrapOnce(layer)) {
      if (defOf(layer) === defOf(target)) {
        found.set(JSON.stringify(path), { path, value });
        return;
      }
      if (unwrapOnce(layer) === layer) break;
    }
    const s = unwrap(wrapped);
    const def = defOf(s);
    switch (def.type) {
      case 'union':
        // Without a tag to choose by, every member is tried; the map keeps a path once.
        return members(def.options as AnySchema[], def.discriminator, value).forEach((o) => visit(o, value, path));
      case 'array':
        if (Array.isArray(value)) value.forEach((item, i) => visit(def.element as AnySchema, item, [...path, i]));
        return;
      case 'record':
        if (typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(def.valueType as AnySchema, v, [...path, k]);
        return;
      case 'object':
        if (typeof value === 'object')
          for (const [k, child] of Object.entries(def.shape as Record<string, AnySchema>))
            visit(child, (value as Record<string, unknown>)[k], [...path, k]);
        return;
      default:
        return;
    }
  };
  visit(schema, data, []);
  return [...found.values()];
}
