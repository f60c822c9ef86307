import type { ConfigIssue, PathSegment } from './errors.ts';
import { text } from './schema/primitives.ts';
import { child, defOf, members, unwrap, unwrapOnce, type AnySchema } from './schema-walk.ts';

// The texts the engine words itself when a shop has not: every text added since shops began to rely on
// upgrades, so a YAML written for an earlier release keeps building. Kept apart from other defaults
// (a colour, a limit), which need no translation. Kept by definition, not by schema: `.describe()` returns
// a copy of the schema that shares its definition, and a described engine text is still one.
const engineTexts = new WeakSet<object>();

/** A visitor text with an English engine default: valid when missing, and listed by `engineTextFallbacks`. */
export function engineText(english: string) {
  const schema = text.default(english);
  engineTexts.add(schema._zod.def);
  return schema;
}

/** True for a schema made by `engineText`, through any wrappers. */
export function isEngineText(schema: AnySchema): boolean {
  for (let s = schema; ; s = unwrapOnce(s)) {
    if (engineTexts.has(s._zod.def)) return true;
    if (unwrapOnce(s) === s) return false;
  }
}

/** The English default of an engine text. */
const defaultOf = (schema: AnySchema): unknown => {
  for (let s = schema; ; s = unwrapOnce(s)) {
    const def = defOf(s);
    if (def.type === 'default') return def.defaultValue;
    if (unwrapOnce(s) === s) return undefined;
  }
};

/**
 * Every engine text the shop's YAML leaves out (`data` is the YAML as written), as an `engine-default`
 * warning: the shop then shows the engine's English words, which a shop in another language should know.
 */
export function engineTextFallbacks(schema: AnySchema, data: unknown): ConfigIssue[] {
  const found: ConfigIssue[] = [];
  const visit = (wrapped: AnySchema, path: PathSegment[], value: unknown): void => {
    if (isEngineText(wrapped)) {
      if (value === undefined) {
        const english = JSON.stringify(defaultOf(wrapped));
        found.push({
          code: 'engine-default',
          path,
          message: `not set, so the engine's English default ${english} is shown; write it in the shop's words`,
        });
      }
      return;
    }
    const s = unwrap(wrapped);
    const def = defOf(s);
    switch (def.type) {
      case 'union': {
        // Only the member the value's tag chooses: every member's defaults would be listed otherwise.
        const chosen = members(def.options as AnySchema[], def.discriminator, value);
        return chosen.length === 1 ? visit(chosen[0]!, path, value) : undefined;
      }
      case 'array':
        return void (Array.isArray(value) ? value : []).forEach((item, i) => visit(def.element as AnySchema, [...path, i], item));
      case 'object':
        for (const [key, next] of Object.entries(def.shape as Record<string, AnySchema>)) visit(next, [...path, key], child(value, key));
        return;
      default:
        return;
    }
  };
  visit(schema, [], data);
  return found;
}
