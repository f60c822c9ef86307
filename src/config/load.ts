import type { z } from 'zod';
import { closest, describeValue, type ConfigIssue, type PathSegment } from './errors.ts';
import { locate, valueAt } from './locate.ts';
import { parseYaml } from './parse-yaml.ts';
import { knownKeys } from './known-keys.ts';
import { allowedTypes, oneOf, unknownTypeMessage } from './unknown-type.ts';
import { engineTextFallbacks } from './engine-text.ts';
import { splitTexts, type DeclaredLanguages } from './split-texts.ts';
import { declaredLanguages } from './declared-languages.ts';
import { translationIssues } from './translation-checks.ts';
import type { LocalizedText } from './localized-text.ts';

/** A valid config carries its warnings: texts left to the engine's English defaults, located. */
export type LoadResult<T> = { ok: true; value: T; warnings: ConfigIssue[] } | { ok: false; issues: ConfigIssue[] };

const TYPE_NAMES: Partial<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
};

// zod's own wording, reduced to the "expected ..." phrase our messages are built on.
const expectedPhrase: z.core.$ZodErrorMap = (iss) => {
  switch (iss.code) {
    case 'invalid_type':
      return TYPE_NAMES[iss.expected] ?? iss.expected;
    case 'invalid_value':
      return `one of ${iss.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union': {
      const allowed = allowedTypes(iss);
      return allowed && oneOf(allowed);
    }
    case 'too_small':
      return iss.origin === 'array' ? `at least ${String(iss.minimum)} item(s)` : `at least ${String(iss.minimum)}`;
    case 'too_big':
      return iss.origin === 'array' ? `at most ${String(iss.maximum)} item(s)` : `at most ${String(iss.maximum)}`;
    default:
      return undefined;
  }
};

type Locate = (path: PathSegment[], key?: string) => { line: number; col: number } | undefined;

/** The visitor texts the YAML writes per language (taken out of the value, which holds the default's), and its languages. */
export interface Localized {
  texts: LocalizedText[];
  languages: DeclaredLanguages;
}

/**
 * A YAML text parsed and shape-valid, with the locator of its nodes, its texts per language and the problems
 * they have (located), or every problem found so far.
 */
type Validated<S extends z.ZodType> =
  | { ok: true; value: z.output<S>; data: unknown; at: Locate; localized: Localized; languageIssues: ConfigIssue[] }
  | { ok: false; issues: ConfigIssue[] };

/** What a config's cross-checks return: the value to hand on, and the problems (unlocated). */
export interface Checked<T> {
  value: T;
  issues: ConfigIssue[];
  /** Where no page shows the texts (a kind with no pages, a switch with no other language): their engine defaults are not listed. */
  unshown?: readonly (readonly PathSegment[])[];
}

/**
 * Parse a YAML text, validate it against `schema` and run `check` over the valid
 * value; every problem at once, each located in the file.
 */
export function loadYamlConfig<S extends z.ZodType, T>(
  source: string,
  schema: S,
  check: (value: z.output<S>, localized: Localized) => Checked<T>,
): LoadResult<T> {
  const valid = validate(source, schema);
  return valid.ok ? settle(valid, schema, check(valid.value, valid.localized)) : valid;
}

/** As loadYamlConfig, for checks that must wait (reading a picture): the file is still parsed once. */
export async function loadYamlConfigAsync<S extends z.ZodType, T>(
  source: string,
  schema: S,
  check: (value: z.output<S>, localized: Localized) => Promise<Checked<T>>,
): Promise<LoadResult<T>> {
  const valid = validate(source, schema);
  return valid.ok ? settle(valid, schema, await check(valid.value, valid.localized)) : valid;
}

/** The checks' problems located in the file; with none, the value and the texts left to engine defaults. */
function settle<S extends z.ZodType, T>(valid: Extract<Validated<S>, { ok: true }>, schema: S, checked: Checked<T>): LoadResult<T> {
  const { at, data, localized } = valid;
  const refIssues = [...checked.issues.map((i) => ({ ...i, ...locateIssue(at, i) })), ...valid.languageIssues];
  if (refIssues.length > 0) return { ok: false, issues: refIssues };
  const shown = (path: PathSegment[]) => !checked.unshown?.some((under) => under.every((segment, i) => path[i] === segment));
  const fallbacks = engineTextFallbacks(schema, data)
    .filter((w) => shown(w.path))
    .map((w) => ({ ...w, ...at(w.path) }));
  // The engine's English shows on every language's pages: each other language lists them too.
  const { defaultKey, keys } = localized.languages;
  const perLanguage = keys.filter((key) => key !== defaultKey).flatMap((locale) => fallbacks.map((w) => ({ ...w, locale })));
  return { ok: true, value: checked.value, warnings: [...fallbacks, ...perLanguage] };
}

/** Where a check's problem is: its value's node, or its key's when it asks (`atKey`), e.g. `owners:` above a block list. */
function locateIssue(at: Locate, { path, atKey }: ConfigIssue) {
  const key = path.at(-1);
  return atKey && typeof key === 'string' ? at(path.slice(0, -1), key) : at(path);
}

function validate<S extends z.ZodType>(source: string, schema: S): Validated<S> {
  const yaml = parseYaml(source);
  if (!yaml.ok) return yaml;
  const { doc, lines } = yaml;
  if (yaml.data === null || yaml.data === undefined || (typeof yaml.data === 'string' && yaml.data.trim() === '')) {
    return {
      ok: false,
      issues: [{ code: 'empty-file', path: [], message: 'the file is empty; start from the shipped catalogue.config.yaml' }],
    };
  }
  const at: Locate = (path, key) => locate(doc, lines, path, key);

  // The texts written per language are taken out first: the schema reads the default language's.
  const languages = declaredLanguages(yaml.data);
  const split = splitTexts(schema, yaml.data, languages);
  const data = split.data;
  const languageIssues = [...split.issues, ...translationIssues(split.texts, languages, (path) => at(path)?.line)].map((i) => ({
    ...i,
    ...locateIssue(at, i),
  }));
  const localized = { texts: split.texts, languages };

  const parsed = schema.safeParse(data, { error: expectedPhrase });
  if (parsed.success) return { ok: true, value: parsed.data, data, at, localized, languageIssues };
  const issues: ConfigIssue[] = [];
  for (const iss of parsed.error.issues) {
    const path = iss.path as PathSegment[];
    if (iss.code === 'unrecognized_keys') {
      for (const key of iss.keys) {
        const hint = closest(key, knownKeys(schema, path, data));
        const message = `unknown key "${key}"${hint ? ` (did you mean "${hint}"?)` : ''}`;
        issues.push({ code: 'unknown-key', path: [...path, key], message, ...at(path, key) });
      }
      continue;
    }
    const value = valueAt(data, path);
    if (value === undefined) {
      const key = path[path.length - 1];
      const parent = path.slice(0, -1);
      issues.push({
        code: 'missing-key',
        path,
        message: `missing required key "${String(key)}" (expected ${iss.message})`,
        ...at(parent),
      });
      continue;
    }
    const allowed = allowedTypes(iss);
    if (allowed) {
      const message = unknownTypeMessage(String(path[path.length - 1]), value, allowed);
      issues.push({ code: 'unknown-type', path, message, ...at(path) });
      continue;
    }
    issues.push({ code: 'invalid-value', path, message: `expected ${iss.message}, got ${describeValue(value)}`, ...at(path) });
  }
  return { ok: false, issues: [...issues, ...languageIssues] };
}
