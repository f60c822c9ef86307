/** Stable codes: tests and tools match on these, people read the message. */
export type ConfigIssueCode =
  | 'yaml-syntax'
  | 'yaml-version'
  | 'yaml-ambiguous'
  | 'yaml-aliases'
  | 'empty-file'
  | 'invalid-value'
  | 'missing-key'
  | 'unknown-key'
  | 'unknown-type'
  | 'duplicate-id'
  | 'duplicate-route'
  | 'duplicate-file'
  | 'unknown-reference'
  | 'unknown-placeholder'
  | 'low-contrast'
  | 'missing-folder'
  // The shop's languages (locales): a text per language keyed by no language, one a language lacks, placeholders that differ.
  | 'unknown-language'
  | 'missing-translation'
  | 'placeholder-mismatch'
  | 'invalid-locale'
  | 'route-under-locale'
  // A warning, not a problem: a text left to the engine's English default (config/engine-text.ts).
  | 'engine-default';

export type PathSegment = string | number;

export interface ConfigIssue {
  code: ConfigIssueCode;
  path: PathSegment[];
  message: string;
  /** Located at the last key of `path` rather than at its value: a problem with a whole block, named where it starts. */
  atKey?: true;
  /** For a warning that concerns one of the shop's other languages: its key (`bn`). */
  locale?: string;
  line?: number;
  col?: number;
}

/** `lists[3].limit`, as a YAML author would point at it. */
export function formatPath(path: PathSegment[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out || '(root)';
}

export function formatIssue(issue: ConfigIssue): string {
  const where = issue.line ? ` (line ${issue.line}, col ${issue.col ?? 1})` : '';
  return `${formatPath(issue.path)}${where}: ${issue.message}`;
}

export class ConfigError extends Error {
  readonly issues: ConfigIssue[];
  readonly file: string;

  constructor(file: string, issues: ConfigIssue[]) {
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    super(`${file}: ${count}\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
    this.name = 'ConfigError';
    this.file = file;
    this.issues = issues;
  }
}

/** Short JSON-ish rendering of the offending value for "got ..." */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null (an empty value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}..."` : json;
}

/** Closest known name within a small edit distance, for "did you mean". */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = row;
  }
  return prev[b.length]!;
}
