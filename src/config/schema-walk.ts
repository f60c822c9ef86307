import type { z } from 'zod';
import type { PathSegment } from './errors.ts';

export type AnySchema = z.core.$ZodType;

/** A schema's definition, read generically (zod's own types differ per kind of schema). */
export type SchemaDef = Record<string, unknown> & { type: string };

export const defOf = (s: AnySchema): SchemaDef => s._zod.def as unknown as SchemaDef;

/** One wrapper (optional, default, prefault, nullable, readonly, the input side of a pipe) looked through; else the schema itself. */
export function unwrapOnce(s: AnySchema): AnySchema {
  const def = defOf(s);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
      return def.innerType as AnySchema;
    case 'pipe':
      return def.in as AnySchema;
    default:
      return s;
  }
}

/** The schema that actually describes a value, every wrapper looked through. */
export function unwrap(s: AnySchema): AnySchema {
  const inner = unwrapOnce(s);
  return inner === s ? s : unwrap(inner);
}

/** `value[seg]` when value is a mapping or list, else undefined. */
export function child(value: unknown, seg: PathSegment): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<PathSegment, unknown>)[seg] : undefined;
}

/** The members a union's tag selects; all of them when there is no tag or it names none. */
export function members(options: AnySchema[], discriminator: unknown, value: unknown): AnySchema[] {
  if (typeof discriminator !== 'string') return options;
  const tag = child(value, discriminator);
  const chosen = options.filter((o) => o._zod.propValues?.[discriminator]?.has(tag as never));
  return chosen.length ? chosen : options;
}
