import type { z } from 'zod';
import type { KindDefinition } from './kind.ts';

/** Any page kind, whatever its name, slice and reads. */
export type AnyKind = KindDefinition<string, z.core.$ZodShape, string, string>;

/**
 * The page kinds in route-table order, with their slices of the schema merged as they are added:
 * each `and` spreads one more kind's shape, so the merged shape keeps every kind's keys and types.
 */
export interface KindList<Kind extends AnyKind, Shape extends z.core.$ZodShape> {
  kinds: readonly Kind[];
  shape: Shape;
  and<Next extends AnyKind>(kind: Next): KindList<Kind | Next, Shape & Next['shape']>;
}

export function kindList<Kind extends AnyKind>(first: Kind): KindList<Kind, Kind['shape']> {
  return grow([first], first.shape);
}

function grow<Kind extends AnyKind, Shape extends z.core.$ZodShape>(kinds: readonly Kind[], shape: Shape): KindList<Kind, Shape> {
  return { kinds, shape, and: (kind) => grow([...kinds, kind], { ...shape, ...kind.shape }) };
}
