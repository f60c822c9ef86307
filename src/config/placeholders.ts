import { closest, type ConfigIssue, type PathSegment } from './errors.ts';

/**
 * The `{name}` placeholders in a template that are not in `allowed`, each as an
 * `unknown-placeholder` issue at `path` with a "did you mean" hint and the list to use
 * (`use`, default "{a}, {b} or {c}").
 */
export function unknownPlaceholders(
  template: string | undefined,
  allowed: readonly string[],
  path: PathSegment[],
  use: string = listPlaceholders(allowed),
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const [, name = ''] of (template ?? '').matchAll(/\{([^}]*)\}/g)) {
    if (allowed.includes(name)) continue;
    const hint = closest(name, allowed);
    issues.push({
      code: 'unknown-placeholder',
      path,
      message: `unknown placeholder {${name}}${hint ? ` (did you mean {${hint}}?)` : ''}; use ${use}`,
    });
  }
  return issues;
}

function listPlaceholders(allowed: readonly string[]): string {
  const names = allowed.map((p) => `{${p}}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'no placeholders');
}
