import type { Expression, Node, Program, PropertyName, SourceFile, Symbol as TsSymbol, TypeChecker } from 'typescript';
import { ts } from '../architecture/typescript';

/** One key written in a zod object literal, with every YAML path that reaches it. */
export interface SchemaKey {
  name: string;
  /** The key's name in its object literal; `node.parent` is the declaration reads resolve to. */
  node: PropertyName;
  /** Several when the object schema is shared, like `image`. */
  paths: string[];
  /** The tag of a discriminated union member: read by the union itself, whatever the code does. */
  discriminator: boolean;
}

interface At {
  path: string;
  /** Set while walking a member of `z.discriminatedUnion(tag, ...)`, until its object is reached. */
  tag?: string;
}

const OBJECTS = new Set(['object', 'strictObject', 'looseObject']);
const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'readonly', 'nonoptional']);
const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Every key of the schema exported as `exportName` from `file`, found by following its zod
 * expression: `z.strictObject({...})` literals (spreads and shorthands included), the schemas
 * they name, arrays (`[]`), unions and method chains (`.optional()`, `.default()`, `.describe()`).
 */
export function schemaKeys(program: Program, file: string, exportName: string): SchemaKey[] {
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const root = checker.getExportsOfModule(module).find((s) => s.name === exportName);
  if (!root) throw new Error(`${file} exports no ${exportName}`);
  const keys = new Map<Node, SchemaKey>();
  const walking = new Set<Node>();

  const schema = (expr: Expression, at: At): void => {
    const e = skipOuter(expr);
    if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) return symbol(checker.getSymbolAtLocation(e), at);
    if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return; // a leaf: z.string(), wholeNumber(1, 9)
    const [a0, a1] = e.arguments;
    const method = e.expression.name.text;
    const receiver = e.expression.expression;
    if (ts.isIdentifier(receiver) && isZod(checker, receiver)) {
      if (OBJECTS.has(method) && a0) return shape(a0, at);
      if (method === 'array' && a0) return schema(a0, { ...at, path: `${at.path}[]`, tag: undefined });
      if (WRAPPERS.has(method) && a0) return schema(a0, at);
      if ((method === 'union' || method === 'xor') && a0) return members(a0, at);
      if (method === 'discriminatedUnion' && a0 && a1 && ts.isStringLiteral(a0)) return members(a1, { ...at, tag: a0.text });
      if (method === 'record' && a1) return schema(a1, { ...at, path: child(at.path, '*'), tag: undefined });
      return;
    }
    // A method of a schema: `.optional()`, `.default(x)`, `.describe(s)` keep its keys; `.extend(shape)` adds some.
    schema(receiver, at);
    if ((method === 'extend' || method === 'safeExtend') && a0) shape(a0, at);
  };

  const members = (list: Expression, at: At) => {
    if (ts.isArrayLiteralExpression(list)) list.elements.forEach((m) => schema(m, at));
  };

  const symbol = (s: TsSymbol | undefined, at: At) => {
    const target = s && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
    const decl = target?.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || walking.has(decl)) return;
    walking.add(decl);
    schema(decl.initializer, at);
    walking.delete(decl);
  };

  const shape = (expr: Expression, at: At): void => {
    const e = skipOuter(expr);
    if (!ts.isObjectLiteralExpression(e)) return spread(e, at);
    for (const p of e.properties) {
      if (ts.isSpreadAssignment(p)) spread(p.expression, at);
      else if (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) property(p, at);
    }
  };

  // `...pageBase`, `...carouselSchema.shape`, `...kindShapes`: the keys are those of the spread's type,
  // each declared in some object literal elsewhere.
  const spread = (e: Expression, at: At) => {
    for (const prop of checker.getTypeAtLocation(e).getProperties())
      for (const d of prop.declarations ?? []) if (ts.isPropertyAssignment(d) || ts.isShorthandPropertyAssignment(d)) property(d, at);
  };

  const property = (p: Node & { name: PropertyName }, at: At) => {
    const name = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
    if (name === undefined) return;
    const path = child(at.path, name);
    let key = keys.get(p.name);
    if (!key) keys.set(p.name, (key = { name, node: p.name, paths: [], discriminator: false }));
    if (key.paths.includes(path)) return;
    key.paths.push(path);
    if (name === at.tag) key.discriminator = true;
    const next: At = { path };
    if (ts.isPropertyAssignment(p)) schema(p.initializer, next);
    else if (ts.isShorthandPropertyAssignment(p)) symbol(checker.getShorthandAssignmentValueSymbol(p), next);
  };

  symbol(root, { path: '' });
  return [...keys.values()];
}

/**
 * The keys of every `z.strictObject({...})`-like literal in `files`, reached from the root or not:
 * a key the walk misses (say, behind a helper function that returns a schema) would be neither
 * read nor reported, so the test compares the two.
 */
export function literalKeys(checker: TypeChecker, files: readonly SourceFile[]): PropertyName[] {
  const found: PropertyName[] = [];
  const visit = (n: Node): void => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && OBJECTS.has(n.expression.name.text)) {
      const [shape] = n.arguments;
      if (
        ts.isIdentifier(n.expression.expression) &&
        isZod(checker, n.expression.expression) &&
        shape &&
        ts.isObjectLiteralExpression(shape)
      )
        for (const p of shape.properties) if (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) found.push(p.name);
    }
    n.forEachChild(visit);
  };
  files.forEach(visit);
  return found;
}

function skipOuter(e: Expression): Expression {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e))
    e = e.expression;
  return e;
}

/** `z` (or any name) imported from the zod package. */
export function isZod(checker: TypeChecker, id: Node): boolean {
  const decl = checker.getSymbolAtLocation(id)?.declarations?.[0];
  if (!decl) return false;
  const imp = ts.findAncestor(decl, ts.isImportDeclaration);
  return !!imp && ts.isStringLiteral(imp.moduleSpecifier) && /^zod(\/|$)/.test(imp.moduleSpecifier.text);
}
