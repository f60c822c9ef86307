import type { z } from 'zod';
import { closest, describeValue } from './errors.ts';

type Issue = z.core.$ZodIssue | z.core.$ZodRawIssue;

/** The allowed tags when a discriminated union's tag (e.g. `type`) matched none of its members. */
export function allowedTypes(iss: Issue): string[] | undefined {
  if (iss.code !== 'invalid_union' || iss.discriminator === undefined) return undefined;
  // Only the no-match issue lists `options`; the raw issue type does not say so.
  const { options } = iss as { options?: readonly unknown[] };
  return options?.length ? options.map(String) : undefined;
}

/** `"carousel", "gallery"`, as the other "expected one of" messages list values. */
export const oneOf = (values: readonly unknown[]) => `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;

/** `unknown type "carusel" (did you mean "carousel"?); expected one of "carousel", ...` */
export function unknownTypeMessage(key: string, value: unknown, allowed: string[]): string {
  const hint = typeof value === 'string' ? closest(value, allowed) : undefined;
  return `unknown ${key} ${describeValue(value)}${hint ? ` (did you mean "${hint}"?)` : ''}; expected ${oneOf(allowed)}`;
}
