import { formatPath, type ConfigIssue, type PathSegment } from './errors.ts';
import type { LocalizedText } from './localized-text.ts';
import type { DeclaredLanguages } from './split-texts.ts';

/** How many missing translations a language's summary names before "…". */
const FIRST = 8;

const placeholders = (text: string) => new Set([...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!));

/**
 * What the texts written per language lack: each declared language's missing texts (one summary at
 * `locales.<key>` with the count and the first ones, then each at its own line), and every `{placeholder}`
 * that one language's text has and another's has not. A plain string is the same in every language: never missing.
 */
export function translationIssues(
  texts: readonly LocalizedText[],
  { defaultKey, keys }: DeclaredLanguages,
  lineOf: (path: PathSegment[]) => number | undefined,
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const key of keys.filter((k) => k !== defaultKey)) {
    const missing = texts.filter((t) => !(key in t.texts)).map((t) => t.path);
    if (missing.length === 0) continue;
    const named = missing.slice(0, FIRST).map((path) => {
      const line = lineOf(path);
      return line ? `${formatPath(path)} (line ${line})` : formatPath(path);
    });
    const count = missing.length === 1 ? '1 text has' : `${missing.length} texts have`;
    issues.push({
      code: 'missing-translation',
      path: ['locales', key],
      atKey: true,
      message: `${count} no "${key}" translation, so the language is refused: ${named.join(', ')}${missing.length > FIRST ? ', …' : ''}`,
    });
    for (const path of missing)
      issues.push({
        code: 'missing-translation',
        path,
        message: `no "${key}" text: write { ${defaultKey}: …, ${key}: … }, or one plain text for every language`,
      });
  }
  for (const { path, texts: byKey } of texts) {
    const reference = placeholders(byKey[defaultKey] ?? '');
    for (const [key, text] of Object.entries(byKey)) {
      if (key === defaultKey) continue;
      const own = placeholders(text);
      // Either way round: a placeholder one language's text has and the other's lacks.
      const lacking = (has: Set<string>, hasKey: string, lacks: Set<string>, lacksKey: string) => {
        for (const name of has)
          if (!lacks.has(name))
            issues.push({
              code: 'placeholder-mismatch',
              path: [...path, key],
              message: `{${name}} is in the "${hasKey}" text but not in the "${lacksKey}" one: every language's text fills the same placeholders`,
            });
      };
      lacking(reference, defaultKey, own, key);
      lacking(own, key, reference, defaultKey);
    }
  }
  return issues;
}
