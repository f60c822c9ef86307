import type { z } from 'zod';
import type { PathSegment } from './errors.ts';

type AnySchema = z.core.$ZodType;

/** Keys the schema allows at `path`, to suggest the intended one for a typo. */
export function knownKeys(schema: AnySchema, path: PathSegment[]): string[] {
  const found: string[] = [];
  const visit = (s: AnySchema, rest: PathSegment[]): void => {
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'prefault':
      case 'nullable':
      case 'readonly':
        return visit(def.innerType as AnySchema, rest);
      case 'pipe':
        return visit(def.in as AnySchema, rest);
      case 'union':
        return (def.options as AnySchema[]).forEach((o) => visit(o, rest));
      case 'array':
        return rest.length ? visit(def.element as AnySchema, rest.slice(1)) : undefined;
      case 'object': {
        const shape = def.shape as Record<string, AnySchema>;
        if (rest.length === 0) found.push(...Object.keys(shape));
        else {
          const next = typeof rest[0] === 'string' ? shape[rest[0]] : undefined;
          if (next) visit(next, rest.slice(1));
        }
        return;
      }
      default:
        return;
    }
  };
  visit(schema, path);
  return found;
}
