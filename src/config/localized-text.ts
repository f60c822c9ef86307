import type { PathSegment } from './errors.ts';
import { unwrapOnce, type AnySchema } from './schema-walk.ts';

// A visitor text may be written once for every language (a plain string) or once per language
// (`title: { en: Saree, bn: শাড়ি }`). Which leaves of the schema take the second form is kept by
// definition, like the engine texts: `.describe()` returns a copy that shares its definition.
const localizableDefs = new WeakSet<object>();

/** Marks a text leaf as a visitor text: the YAML may give it one text per language. */
export function localizable<S extends AnySchema>(schema: S): S {
  localizableDefs.add(schema._zod.def);
  return schema;
}

/** True for the leaf `localizable` marked itself (or a described copy), not for a wrapper around it. */
export function isLocalizableLeaf(schema: AnySchema): boolean {
  return localizableDefs.has(schema._zod.def);
}

/** True for a leaf made by `localizable`, through any wrappers (optional, default, …). */
export function isLocalizable(schema: AnySchema): boolean {
  for (let s = schema; ; s = unwrapOnce(s)) {
    if (localizableDefs.has(s._zod.def)) return true;
    if (unwrapOnce(s) === s) return false;
  }
}

/** One visitor text the YAML gives per language: where it is, and its text in each language it names (trimmed as loaded). */
export interface LocalizedText {
  path: PathSegment[];
  /** Language key (site.locale or a key of `locales`) → text. The default language's is always there. */
  texts: Record<string, string>;
}
