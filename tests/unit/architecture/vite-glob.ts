import { posix } from 'node:path';
import type { CallExpression, Expression } from 'typescript';
import { ts } from './typescript';

/** An `import.meta.glob(...)` call: its patterns (undefined when not literal) and whether it loads eagerly. */
export interface ViteGlob {
  patterns: string[] | undefined;
  eager: boolean;
}

const literalText = (node: Expression) => (ts.isStringLiteralLike(node) ? node.text : undefined);

const option = (node: Expression | undefined, name: string) =>
  node && ts.isObjectLiteralExpression(node)
    ? node.properties.find((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)
    : undefined;

export function viteGlob(call: CallExpression): ViteGlob | undefined {
  const callee = call.expression;
  const isGlob =
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'glob' &&
    ts.isMetaProperty(callee.expression) &&
    callee.expression.keywordToken === ts.SyntaxKind.ImportKeyword;
  if (!isGlob) return undefined;
  const [first, options] = call.arguments;
  const texts = first && (ts.isArrayLiteralExpression(first) ? first.elements.map(literalText) : [literalText(first)]);
  const eager = option(options, 'eager');
  // A `base` moves where patterns resolve from; rather than guess, leave the call unresolved.
  const known = texts?.every((t) => t !== undefined) && !option(options, 'base');
  return {
    patterns: known ? texts : undefined,
    eager: !!eager && ts.isPropertyAssignment(eager) && eager.initializer.kind === ts.SyntaxKind.TrueKeyword,
  };
}

const wildcards: Record<string, string> = { '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' };

// One pass over the tokens, so the `(?:` written for a brace group is never read as a glob `?`.
const regexSource = (glob: string): string =>
  glob.replace(/\*\*\/|\*\*|\*|\?|\{([^}]*)\}|[.+^$()|[\]\\]/g, (token, alternatives?: string) =>
    alternatives !== undefined ? `(?:${alternatives.split(',').map(regexSource).join('|')})` : (wildcards[token] ?? `\\${token}`),
  );

const toRegExp = (glob: string) => new RegExp(`^${regexSource(glob)}$`);

/** The files (relative to the root) a glob in `fromFile` matches; undefined for patterns not relative to it. */
export function globMatches(fromFile: string, patterns: string[], files: readonly string[]): string[] | undefined {
  const rooted = (p: string) => posix.join(posix.dirname(fromFile), p);
  if (!patterns.every((p) => /^!?\.\.?\//.test(p))) return undefined;
  const include = patterns.filter((p) => !p.startsWith('!')).map((p) => toRegExp(rooted(p)));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => toRegExp(rooted(p.slice(1))));
  // Vite leaves the importing file out of its own glob.
  return files.filter((f) => f !== fromFile && include.some((r) => r.test(f)) && !exclude.some((r) => r.test(f)));
}
