import type { PathSegment } from './errors.ts';
import { child, defOf, members, unwrap, type AnySchema } from './schema-walk.ts';

/**
 * Keys the schema allows at `path`, to suggest the intended one for a typo.
 * With the parsed `data`, a discriminated union offers only the keys of the
 * member its tag names (a `gallery` section's keys, not every section's).
 */
export function knownKeys(schema: AnySchema, path: PathSegment[], data?: unknown): string[] {
  const found: string[] = [];
  const visit = (wrapped: AnySchema, rest: PathSegment[], value: unknown): void => {
    const s = unwrap(wrapped);
    const def = defOf(s);
    switch (def.type) {
      case 'union':
        return members(def.options as AnySchema[], def.discriminator, value).forEach((o) => visit(o, rest, value));
      case 'array':
        return rest.length ? visit(def.element as AnySchema, rest.slice(1), child(value, rest[0]!)) : undefined;
      case 'object': {
        const shape = def.shape as Record<string, AnySchema>;
        if (rest.length === 0) found.push(...Object.keys(shape));
        else {
          const next = typeof rest[0] === 'string' ? shape[rest[0]] : undefined;
          if (next) visit(next, rest.slice(1), child(value, rest[0]!));
        }
        return;
      }
      default:
        return;
    }
  };
  visit(schema, path, data);
  return found;
}
