import { z } from 'zod';
import { describeValue, type ConfigIssue, type PathSegment } from './errors.ts';
import { isLocalizable, type LocalizedText } from './localized-text.ts';
import { child, defOf, members, unwrap, type AnySchema } from './schema-walk.ts';

/** The languages a YAML declares: the default's key and every key a text may be written in (the default's first). */
export interface DeclaredLanguages {
  defaultKey: string;
  keys: readonly string[];
}

/** What splitting leaves: the YAML with each per-language text replaced by the default's, and the per-language texts. */
export interface SplitTexts {
  data: unknown;
  texts: LocalizedText[];
  issues: ConfigIssue[];
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every visitor text the YAML (`data`, as parsed) writes per language, taken out: the schema then reads
 * the default language's text where the map was, so the loaded catalogue is the one-language shape every
 * renderer knows. Each other language's text passes the same leaf schema (trimmed, not empty, …).
 */
export function splitTexts(schema: AnySchema, data: unknown, languages: DeclaredLanguages): SplitTexts {
  const texts: LocalizedText[] = [];
  const issues: ConfigIssue[] = [];
  const { defaultKey, keys } = languages;

  const leaf = (wrapped: AnySchema, path: PathSegment[], map: Record<string, unknown>): unknown => {
    const base = unwrap(wrapped);
    const parsed: Record<string, string> = {};
    for (const [key, value] of Object.entries(map)) {
      if (!keys.includes(key)) {
        issues.push({
          code: 'unknown-language',
          path: [...path, key],
          atKey: true,
          message: `"${key}" is not one of the shop's languages (${keys.join(', ')}); a text per language is keyed by site.locale or a key of locales`,
        });
        continue;
      }
      const result = z.safeParse(base, value);
      if (result.success && typeof result.data === 'string') parsed[key] = result.data;
      else {
        // Each text leaf words its own "expected …" (a text, a non-empty text).
        const phrase = result.error?.issues[0]?.message ?? 'a text';
        issues.push({ code: 'invalid-value', path: [...path, key], message: `expected ${phrase}, got ${describeValue(value)}` });
      }
    }
    if (!(defaultKey in map)) {
      issues.push({
        code: 'missing-translation',
        path,
        message: `no text in the default language ("${defaultKey}", site.lang): every text per language needs one`,
      });
      // Any text stands in, so that the schema does not report the same key again as missing.
      return Object.values(parsed)[0];
    }
    if (defaultKey in parsed) texts.push({ path, texts: parsed });
    // The default's own text as written: the schema trims and checks it again, and reports it at its own line.
    return map[defaultKey];
  };

  const visit = (wrapped: AnySchema, path: PathSegment[], value: unknown): unknown => {
    if (value === undefined) return value;
    if (isLocalizable(wrapped)) return isMapping(value) ? leaf(wrapped, path, value) : value;
    const def = defOf(unwrap(wrapped));
    switch (def.type) {
      case 'union':
        // No union of the catalogue has a text member beside a mapping one, so members never disagree.
        return members(def.options as AnySchema[], def.discriminator, value).reduce<unknown>((v, o) => visit(o, path, v), value);
      case 'array':
        return Array.isArray(value) ? value.map((item, i) => visit(def.element as AnySchema, [...path, i], item)) : value;
      case 'object': {
        if (!isMapping(value)) return value;
        const out: Record<string, unknown> = { ...value };
        for (const [key, next] of Object.entries(def.shape as Record<string, AnySchema>))
          if (key in value) out[key] = visit(next, [...path, key], child(value, key));
        return out;
      }
      default:
        return value;
    }
  };

  return { data: visit(schema, [], data), texts, issues };
}
