import type { Node, Program, SourceFile, Symbol as TsSymbol, TypeChecker } from 'typescript';
import { ts } from '../architecture/typescript';
import { isZod } from './schema-keys';

/** Which code may read the config: decided per file (path relative to the root) and per node. */
export interface ReadRules {
  root: string;
  /** Files that only test, show or check the config: tests, stories, the reference checks. */
  ignoredFile(relative: string): boolean;
  /** A node of a read file whose code only checks the config, e.g. a kind's `references()`: it is skipped whole. */
  checkCode(node: Node): boolean;
}

/** The files whose code counts as reading the config. */
export const readingFiles = (program: Program, rules: ReadRules): SourceFile[] =>
  program.getSourceFiles().filter((f) => !f.isDeclarationFile && !rules.ignoredFile(f.fileName.slice(rules.root.length + 1)));

/**
 * Every property declaration the code reads, with how many reads: `a.key`, `a['key']` and
 * `const { key } = a`, resolved by the type checker to the declaration they name (through
 * zod's inferred types, unions and intersections, back to the schema's object literal).
 * One pass over the files: `findReferences` per key finds the same reads but takes minutes.
 * Not reads: types, writes, the schema's own zod calls, the checks.
 */
export function readIndex(program: Program, rules: ReadRules): Map<Node, number> {
  const checker = program.getTypeChecker();
  const index = new Map<Node, number>();
  const count = (s: TsSymbol | undefined) => {
    for (const d of declarations(checker, s)) index.set(d, (index.get(d) ?? 0) + 1);
  };
  for (const file of readingFiles(program, rules)) {
    const visit = (n: Node): void => {
      if (ts.isTypeNode(n) && !ts.isExpressionWithTypeArguments(n)) return; // `Shop['tagline']` names, not reads
      if (isZodCall(checker, n) || rules.checkCode(n)) return;
      const named = namedProperty(checker, n);
      if (named && !isWrite(n)) count(named);
      n.forEachChild(visit);
    };
    visit(file);
  }
  return index;
}

/** The property a node reads, if it reads one. */
function namedProperty(checker: TypeChecker, n: Node): TsSymbol | undefined {
  if (ts.isPropertyAccessExpression(n)) return checker.getSymbolAtLocation(n.name);
  if (ts.isElementAccessExpression(n) && ts.isStringLiteralLike(n.argumentExpression))
    return checker.getSymbolAtLocation(n.argumentExpression);
  if (ts.isBindingElement(n) && ts.isObjectBindingPattern(n.parent) && !n.dotDotDotToken) {
    const key = n.propertyName ?? n.name;
    const name = ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : undefined;
    return name === undefined ? undefined : checker.getTypeAtLocation(n.parent).getProperty(name);
  }
  return undefined;
}

/** The declarations behind a property symbol, also those of the union, mapped or instantiated types it came from. */
function declarations(checker: TypeChecker, s: TsSymbol | undefined): Node[] {
  if (!s) return [];
  return [...new Set([s, ...checker.getRootSymbols(s)].flatMap((r) => r.declarations ?? []))];
}

// `a.key = x`: the key is written, not read.
function isWrite(n: Node): boolean {
  const p = n.parent;
  return ts.isBinaryExpression(p) && p.left === n && p.operatorToken.kind === ts.SyntaxKind.EqualsToken;
}

// The schema's own declarations (`z.array(x).refine((v) => v.k)`, `carouselSchema.shape`) are the schema, not its readers.
function isZodCall(checker: TypeChecker, n: Node): boolean {
  if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return false;
  const receiver = n.expression.expression;
  if (ts.isIdentifier(receiver) && isZod(checker, receiver)) return true;
  const declared = checker.getTypeAtLocation(receiver).getSymbol()?.declarations?.[0]?.getSourceFile().fileName;
  return !!declared?.includes('/node_modules/zod/');
}
