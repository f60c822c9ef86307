import type { Node, SourceFile, Symbol as TsSymbol, Type, TypeChecker } from 'typescript';
import { ts } from '../architecture/typescript';

/**
 * The schema keys whose value is handed on whole to a type that declares them again and reads
 * them: `<CardImage image={card.image} />` (CardImage reads `image.src` through its own props
 * type), `pageEntry('list', list, ...)`, `<img {...image} />`. Found at every place a value meets
 * a contextual type (an argument, a JSX attribute or spread, an object-literal value, a return),
 * by matching the value's properties with the receiver's, a few levels deep. A generic receiver
 * (`byId(catalogue.showrooms, id)`) is instantiated with the schema's own type, so it declares
 * nothing again and hides no key.
 */
export function handedOn(
  checker: TypeChecker,
  files: readonly SourceFile[],
  /** The key's declaration (its property assignment in the schema), or undefined for any other property. */
  schemaDecl: (s: TsSymbol) => Node | undefined,
  /** Whether the receiver's own declaration of a key is read (or is a library's, like the DOM's `src`). */
  receiverReads: (decl: Node) => boolean,
): Set<Node> {
  const found = new Set<Node>();
  const matched = new Set<string>();
  const ids = new Map<Node, number>();
  const id = (n: Node) => ids.get(n) ?? ids.set(n, ids.size).get(n)!;

  const match = (value: Type, receiver: Type, depth: number): void => {
    for (const v of views(checker, value)) {
      for (const prop of v.getProperties()) {
        const decl = schemaDecl(prop);
        if (!decl) continue;
        for (const r of views(checker, receiver)) {
          const got = checker.getPropertyOfType(checker.getApparentType(r), prop.name);
          // The same declaration on both sides: the checker already resolves the receiver's reads to the key.
          if (!got?.declarations?.length || got.declarations.includes(decl as never)) continue;
          const pair = [decl, ...got.declarations].map(id).join();
          if (matched.has(pair)) continue;
          matched.add(pair);
          if (got.declarations.some(receiverReads)) found.add(decl);
          if (depth < 3) match(checker.getTypeOfSymbol(prop), checker.getTypeOfSymbol(got), depth + 1);
        }
      }
    }
  };

  for (const file of files) {
    const visit = (n: Node): void => {
      const receiver = receiverAt(checker, n);
      if (receiver) match(checker.getTypeAtLocation(n), receiver, 0);
      n.forEachChild(visit);
    };
    visit(file);
  }
  return found;
}

/** The type a value expression is handed to, when it is handed to one. */
function receiverAt(checker: TypeChecker, n: Node): Type | undefined {
  if (!ts.isIdentifier(n) && !ts.isPropertyAccessExpression(n) && !ts.isElementAccessExpression(n) && !ts.isCallExpression(n))
    return undefined;
  const p = n.parent;
  // `x.a.b` passes on `x.a.b`, not `x` or `x.a`.
  if ((ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p)) && p.expression === n) return undefined;
  if (ts.isJsxSpreadAttribute(p)) return checker.getContextualType(p.parent);
  if (ts.isSpreadAssignment(p)) return checker.getContextualType(p.parent);
  if (ts.isShorthandPropertyAssignment(p) || (ts.isPropertyAssignment(p) && p.initializer === n) || ts.isJsxExpression(p))
    return checker.getContextualType(n);
  if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.arguments?.includes(n)) return checker.getContextualType(n);
  if (ts.isReturnStatement(p) || (ts.isArrowFunction(p) && p.body === n)) return checker.getContextualType(n);
  if (ts.isVariableDeclaration(p) && p.initializer === n && p.type) return checker.getTypeFromTypeNode(p.type);
  return undefined;
}

/**
 * An object type as its keys are reached: without undefined, each union member, array elements. `seen`
 * stops at a recursive type (JSON values: `type V = string | V[] | { [k: string]: V }`).
 */
function views(checker: TypeChecker, type: Type, seen = new Set<Type>()): Type[] {
  if (seen.has(type)) return [];
  seen.add(type);
  return [checker.getNonNullableType(type)]
    .flatMap((t) => (t.isUnion() ? t.types : [t]))
    .flatMap((t) => {
      // Arrays, tuples and intersections of them (`readonly A[] & readonly B[]`) hold their keys in their elements.
      const element = checker.getIndexTypeOfType(t, ts.IndexKind.Number);
      return element && !(t.flags & ts.TypeFlags.StringLike) ? views(checker, element, seen) : [t];
    });
}
