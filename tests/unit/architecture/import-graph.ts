import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, posix, relative, sep } from 'node:path';
import type { Node, SourceFile } from 'typescript';
import { ts } from './typescript';
import { globMatches, viteGlob } from './vite-glob';

/** How a module pulls another in: `jsx` is the runtime import the compiler adds to every file with JSX. */
export type ImportKind = 'static' | 'dynamic' | 'jsx';

/** One runtime import as written: `from` is a path relative to the root, with forward slashes. */
export interface ImportRef {
  from: string;
  specifier: string;
  kind: ImportKind;
}

/** A runtime import of a file under the root, resolved to its path. */
export interface Edge extends ImportRef {
  to: string;
}

export interface ImportGraph {
  /** Every non-test, non-declaration .ts/.tsx file, sorted. */
  files: string[];
  edges: Edge[];
  /** Bare package specifiers; `virtual:` ids are left out (the bundler makes them, not a package). */
  packages: ImportRef[];
  /** Relative imports, globs and computed `import()`s that name no file under the root: edges the rules would miss. */
  unresolved: ImportRef[];
  sources: ReadonlyMap<string, SourceFile>;
}

const toPosix = (path: string) => path.split(sep).join('/');

// Declaration files never reach the bundle, and tests are not shipped code.
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name);

// Every file, not only sources: a glob may load JSON or CSS.
const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Vite's resolution for our code: the path as written, then the extensions and index files we use. */
const resolveFile = (files: ReadonlySet<string>, fromFile: string, specifier: string): string | undefined => {
  const base = posix.join(posix.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => files.has(f));
};

const literal = (node: Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

interface Found {
  specifier: string | undefined;
  kind: ImportKind;
  /** Set for `import.meta.glob`: one edge per file the patterns match. */
  glob?: string[];
}

/**
 * Specifiers of runtime imports. `import { type A } from` stays: under verbatimModuleSyntax
 * Vite 8 keeps it as `import './a'`, so the module still loads. `export { type A } from` is dropped.
 */
const runtimeImports = (source: SourceFile): Found[] => {
  const found: Found[] = [];
  let hasJsx = false;
  const visit = (node: Node): void => {
    if (ts.isImportDeclaration(node)) {
      // phaseModifier replaces the deprecated importClause.isTypeOnly in TypeScript 5.9.
      if (node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword)
        found.push({ specifier: literal(node.moduleSpecifier), kind: 'static' });
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const allTypes = clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      if (node.moduleSpecifier && !node.isTypeOnly && !allTypes) found.push({ specifier: literal(node.moduleSpecifier), kind: 'static' });
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      found.push({ specifier: literal(node.arguments[0]), kind: 'dynamic' });
    const glob = ts.isCallExpression(node) ? viteGlob(node) : undefined;
    if (glob) found.push({ specifier: glob.patterns?.join(', '), kind: glob.eager ? 'static' : 'dynamic', glob: glob.patterns ?? [] });
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) hasJsx = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (hasJsx) found.push({ specifier: 'react/jsx-runtime', kind: 'jsx' });
  return found;
};

/** The runtime import graph of every source file under `root` (e.g. `src`). */
export function buildImportGraph(root: string): ImportGraph {
  const sources = new Map<string, SourceFile>();
  const graph: ImportGraph = { files: [], edges: [], packages: [], unresolved: [], sources };
  const all = listFiles(root).sort();
  const everyFile = all.map((path) => toPosix(relative(root, path)));
  const fileSet = new Set(everyFile);
  for (const path of all.filter((p) => isSource(basename(p)))) {
    const file = toPosix(relative(root, path));
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, kind);
    sources.set(file, source);
    graph.files.push(file);
    for (const { specifier, kind: importKind, glob } of runtimeImports(source)) {
      // A computed `import(x)` cannot be followed; report it rather than miss an edge.
      const ref = { from: file, specifier: specifier ?? '<computed specifier>', kind: importKind };
      const matches = glob && specifier !== undefined ? globMatches(file, glob, everyFile) : undefined;
      if (specifier === undefined || (glob && !matches?.length)) graph.unresolved.push(ref);
      else if (matches) graph.edges.push(...matches.map((to) => ({ ...ref, to })));
      else if (specifier.startsWith('virtual:')) continue;
      else if (!/^[./]/.test(specifier)) graph.packages.push(ref);
      else {
        const to = specifier.startsWith('.') ? resolveFile(fileSet, file, specifier) : undefined;
        if (to) graph.edges.push({ ...ref, to });
        else graph.unresolved.push(ref);
      }
    }
  }
  return graph;
}

/** Outgoing edges of each file, in source order. */
export function edgesByFile(graph: ImportGraph): Map<string, Edge[]> {
  const out = new Map<string, Edge[]>();
  for (const edge of graph.edges) {
    if (!out.has(edge.from)) out.set(edge.from, []);
    out.get(edge.from)!.push(edge);
  }
  return out;
}
