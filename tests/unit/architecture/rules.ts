import { posix } from 'node:path';
import type { Node } from 'typescript';
import { ts } from './typescript';
import { edgesByFile, type ImportGraph } from './import-graph';

/** True when `file` lies in one of the folders (paths relative to the graph's root). */
export const isUnder = (file: string, ...folders: string[]) => folders.some((f) => file.startsWith(`${f}/`));

/** A package or any of its subpaths: `react` matches `react` and `react/jsx-runtime`, not `react-dom`. */
export const isPackage = (specifier: string, ...names: string[]) =>
  names.some((name) => specifier === name || specifier.startsWith(`${name}/`));

interface Forbidden {
  file?: (file: string) => boolean;
  specifier?: (specifier: string) => boolean;
}

/**
 * Walks runtime imports breadth-first from `starts` and reports each forbidden file or package
 * reached, with the shortest chain that reaches it. A forbidden file is reported, not entered,
 * so one bad edge gives one line.
 */
export function forbiddenReach(graph: ImportGraph, starts: string[], forbidden: Forbidden): string[] {
  const out = edgesByFile(graph);
  const packagesOf = (file: string) => graph.packages.filter((ref) => ref.from === file);
  const parent = new Map<string, string | undefined>(starts.map((s) => [s, undefined]));
  const chain = (file: string) => {
    const path = [file];
    for (let up = parent.get(file); up !== undefined; up = parent.get(up)) path.unshift(up);
    return path.join(' -> ');
  };
  const found: string[] = [];
  const queue = [...starts];
  for (const file of queue) {
    for (const ref of packagesOf(file))
      if (forbidden.specifier?.(ref.specifier))
        found.push(`${chain(file)} imports '${ref.specifier}'${ref.kind === 'jsx' ? ' (its JSX)' : ''}`);
    for (const edge of out.get(file) ?? []) {
      if (forbidden.file?.(edge.to)) found.push(`${chain(file)} -> ${edge.to}`);
      else if (!parent.has(edge.to)) {
        parent.set(edge.to, file);
        queue.push(edge.to);
      }
    }
  }
  return [...new Set(found)];
}

/** Runtime imports of a package from files outside the folders allowed to use it. */
export function packageOutside(graph: ImportGraph, name: string, allowed: (file: string) => boolean): string[] {
  return graph.packages
    .filter((ref) => isPackage(ref.specifier, name) && !allowed(ref.from))
    .map((ref) => `${ref.from} imports '${ref.specifier}'`);
}

/** Code that runs only when called or constructed, not while the module loads. */
const runsLater = (node: Node) =>
  ts.isFunctionLike(node) || (ts.isPropertyDeclaration(node) && !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword));

/** `window.x` / `document.x` evaluated at load time: a pre-render in Node would throw there. */
export function browserGlobalsAtLoad(graph: ImportGraph, exempt: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const [file, source] of graph.sources) {
    if (exempt(file)) continue;
    const visit = (node: Node): void => {
      if (runsLater(node)) return;
      if (
        (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        ['window', 'document'].includes(node.expression.text)
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1} reads ${node.expression.text} at module scope`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * Every import of a file under `from` (type-only ones included: a type's home is part of the layering)
 * whose relative specifier lands under one of `folders`, as "<file> imports '<specifier>'".
 */
export function importsInto(graph: ImportGraph, from: (file: string) => boolean, ...folders: string[]): string[] {
  const found: string[] = [];
  for (const [file, source] of graph.sources) {
    if (!from(file)) continue;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = posix.join(posix.dirname(file), specifier.text);
      if (isUnder(target, ...folders)) found.push(`${file} imports '${specifier.text}'`);
    }
  }
  return found;
}
