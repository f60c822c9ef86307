import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { ConfigIssue } from './errors.ts';

export type ParsedYaml = { ok: true; doc: Document; lines: LineCounter; data: unknown } | { ok: false; issues: ConfigIssue[] };

// yaml's own limit, stated here because a config never needs more: beyond it, the aliases
// expand like a "billion laughs" and converting the file would exhaust memory.
const MAX_ALIAS_COUNT = 100;

/**
 * The YAML text as plain data, or every reason it cannot be trusted, each located: syntax errors,
 * a `%YAML` version other than 1.2 (under 1.1, `on`, `y` and `1:20` quietly become true, true and 80),
 * whatever yaml had to guess (its warnings: unknown tags and directives, ambiguous aliases), and
 * aliases that expand without bound.
 */
export function parseYaml(source: string): ParsedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number) => lines.linePos(offset);
  const firstLine = (message: string) => message.split('\n')[0]!;

  if (doc.errors.length > 0)
    return {
      ok: false,
      issues: doc.errors.map((e) => ({
        code: 'yaml-syntax',
        path: [],
        message: `YAML syntax error: ${firstLine(e.message)}`,
        ...at(e.pos[0]),
      })),
    };

  const issues: ConfigIssue[] = [...versionIssues(source, at)];
  // Warnings are errors here: each one means the file's meaning is yaml's guess, not the owner's words.
  for (const w of doc.warnings)
    if (w.code !== 'BAD_DIRECTIVE' || !/YAML version/.test(w.message))
      issues.push({ code: 'yaml-ambiguous', path: [], message: `YAML: ${firstLine(w.message)}`, ...at(w.pos[0]) });
  if (issues.length > 0) return { ok: false, issues };

  try {
    return { ok: true, doc, lines, data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (e) {
    const message = `the aliases (*name) in this file expand too far to read (${firstLine((e as Error).message)}); write the values out instead`;
    return { ok: false, issues: [{ code: 'yaml-aliases', path: [], message, ...at(firstAlias(doc) ?? 0) }] };
  }
}

/** Any `%YAML` directive but 1.2, the version this file is read as. */
function versionIssues(source: string, at: (offset: number) => { line: number; col: number }): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const m of source.matchAll(/^%YAML[ \t]+(\S*)/gm)) {
    if (m[1] === '1.2') continue;
    const message = `"%YAML ${m[1]}": only YAML 1.2 is read (under YAML 1.1, on, y and 1:20 would mean true, true and 80); remove the line or write %YAML 1.2`;
    issues.push({ code: 'yaml-version', path: [], message, ...at(m.index) });
  }
  return issues;
}

function firstAlias(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0];
      return visit.BREAK;
    },
  });
  return offset;
}
