// Every key a catalogue YAML may hold, read from the zod schema itself (never a hand-kept list), for the
// generated configuration reference: what an owner may write, so the input side (a key with a default may
// be left out, a transform's input is what is written).
import { z } from 'zod';
import { isEngineText } from '../../src/config/engine-text.ts';
import { isLocalizable } from '../../src/config/localized-text.ts';
import { defOf, unwrap, unwrapOnce, type AnySchema, type SchemaDef } from '../../src/config/schema-walk.ts';

/** Whether a key must be written, and what it is when left out. */
export type Presence =
  | { kind: 'required' }
  | { kind: 'optional' }
  | { kind: 'default'; value: unknown }
  /** A visitor text the engine words in English when the shop does not (see engine-text.ts). */
  | { kind: 'engine-default'; english: string };

export interface KeyDoc {
  /** The key's YAML path: `lists[].limit` is `limit` in each item of `lists`. */
  path: string;
  type: string;
  presence: Presence;
  description?: string;
}

/** The keys of one member of a union told apart by a tag, such as the home section with `type: gallery`. */
export interface Variant {
  /** The path the member stands at, e.g. `home.sections[]`. */
  at: string;
  tag: string;
  value: string;
  description?: string;
  keys: KeyDoc[];
}

/** One top-level key with every key under it. */
export interface KeyGroup {
  key: KeyDoc;
  keys: KeyDoc[];
  variants: Variant[];
}

/** The schema and every wrapper around it, outermost first. */
function layersOf(schema: AnySchema): AnySchema[] {
  const layers = [schema];
  for (let s = schema; unwrapOnce(s) !== s; s = unwrapOnce(s)) layers.push(unwrapOnce(s));
  return layers;
}

/** The description nearest the key: `.describe()` on a wrapper (`.optional().describe()`) or on what it wraps. */
export function descriptionOf(schema: AnySchema): string | undefined {
  for (const layer of layersOf(schema)) {
    const found = z.globalRegistry.get(layer)?.description;
    if (found) return found;
  }
  const inner = defOf(unwrap(schema));
  // A list without a description of its own takes its items' (a home section's sections).
  return inner.type === 'array' ? descriptionOf(inner.element as AnySchema) : undefined;
}

function presenceOf(schema: AnySchema): Presence {
  const layers = layersOf(schema).map(defOf);
  const withDefault = layers.find((d) => d.type === 'default' || d.type === 'prefault');
  if (isEngineText(schema)) return { kind: 'engine-default', english: String(withDefault?.defaultValue) };
  if (withDefault) return { kind: 'default', value: withDefault.defaultValue };
  return layers.some((d) => d.type === 'optional') ? { kind: 'optional' } : { kind: 'required' };
}

/** A schema's own "expected …" phrase (each leaf of the catalogue schema carries one), without its article. */
function phraseOf(def: SchemaDef): string | undefined {
  if (typeof def.error !== 'function') return undefined;
  const phrase: unknown = (def.error as (issue: object) => unknown)({});
  return typeof phrase === 'string' ? phrase.replace(/^an? /, '') : undefined;
}

const listOf = (values: readonly unknown[]) => `one of ${values.map((v) => `\`${String(v)}\``).join(', ')}`;

/** What a value of this schema is, in words. */
export function typeOf(schema: AnySchema): string {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'enum':
      return listOf(Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return listOf(def.values as unknown[]);
    case 'array': {
      const min = (def.checks as { _zod: { def: { check: string; minimum?: number } } }[] | undefined)
        ?.map((c) => c._zod.def)
        .find((c) => c.check === 'min_length')?.minimum;
      return `list of ${typeOf(def.element as AnySchema)}${min ? ` (at least ${min})` : ''}`;
    }
    case 'union': {
      const options = def.options as AnySchema[];
      if (typeof def.discriminator === 'string') return `object with a \`${def.discriminator}\` (below)`;
      return phraseOf(def) ?? options.map(typeOf).join(', or ');
    }
    case 'object':
      return 'object';
    case 'record':
      return `mapping of ${typeOf(def.valueType as AnySchema)}`;
    case 'boolean':
      return phraseOf(def) ?? 'true or false';
    case 'string': {
      const phrase = phraseOf(def) ?? 'text';
      return isLocalizable(schema) ? `${phrase}, or one per language` : phrase;
    }
    case 'number':
      return phraseOf(def) ?? 'number';
    default:
      return phraseOf(def) ?? def.type;
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

const keyDoc = (schema: AnySchema, path: string): KeyDoc => {
  const description = descriptionOf(schema);
  return { path, type: typeOf(schema), presence: presenceOf(schema), ...(description ? { description } : {}) };
};

/** Lists the keys under `path` (the value `schema` describes) into `keys`, and union members into `variants`. */
function walk(schema: AnySchema, path: string, keys: KeyDoc[], variants: Variant[]): void {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, AnySchema>)) {
        // A union's object members may share a key: listed once.
        if (!keys.some((k) => k.path === join(path, key))) keys.push(keyDoc(child, join(path, key)));
        walk(child, join(path, key), keys, variants);
      }
      return;
    case 'array':
      return walk(def.element as AnySchema, `${path}[]`, keys, variants);
    case 'record':
      return walk(def.valueType as AnySchema, `${path}.<name>`, keys, variants);
    case 'union': {
      const tag = def.discriminator;
      if (typeof tag !== 'string') return (def.options as AnySchema[]).forEach((o) => walk(o, path, keys, variants));
      for (const option of def.options as AnySchema[]) {
        const shape = { ...(defOf(unwrap(option)).shape as Record<string, AnySchema>) };
        const value = (defOf(unwrap(shape[tag]!)).values as unknown[]).map(String).join(', ');
        delete shape[tag];
        const variant: Variant = {
          at: path,
          tag,
          value,
          keys: [],
          ...(descriptionOf(option) ? { description: descriptionOf(option) } : {}),
        };
        variants.push(variant);
        walk(z.object(shape), path, variant.keys, variants);
      }
      return;
    }
    default:
      return;
  }
}

/** Every key of the catalogue, grouped by its top-level key, in the schema's order. */
export function configKeys(schema: AnySchema): KeyGroup[] {
  const top = defOf(unwrap(schema)).shape as Record<string, AnySchema>;
  return Object.entries(top).map(([key, child]) => {
    const group: KeyGroup = { key: keyDoc(child, key), keys: [], variants: [] };
    walk(child, key, group.keys, group.variants);
    return group;
  });
}
