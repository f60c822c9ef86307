import type { Node, Program, SourceFile } from 'typescript';
import { readIndex, readingFiles, type ReadRules } from './reads';
import { literalKeys, schemaKeys } from './schema-keys';
import { handedOn } from './whole-pass';

export interface DeadKey {
  /** The first YAML path that reaches the key, e.g. `showrooms[].short`. */
  path: string;
  /** How many other paths reach the same declaration (a shared schema such as `image`). */
  others: number;
  /** Where the key is declared, relative to the root, with its 1-based line. */
  where: string;
}

/**
 * The keys of the schema `exportName` in `schemaFile` that no code reads. A key is read when
 * the code outside tests, stories, types, writes and the config's own checks reads it (reads.ts);
 * when it is the tag of a discriminated union; or when a value holding it is handed on whole to a
 * type that declares the key again and reads it (whole-pass.ts).
 */
export function deadKeys(program: Program, schemaFile: string, exportName: string, rules: ReadRules): DeadKey[] {
  const checker = program.getTypeChecker();
  const reads = readIndex(program, rules);
  const keys = schemaKeys(program, schemaFile, exportName);
  const declarations = new Set<Node>(keys.map((k) => k.node.parent));
  const handed = handedOn(
    checker,
    readingFiles(program, rules),
    (s) => s.declarations?.find((d) => declarations.has(d)),
    // A library's declaration (the DOM's `src`, React's props) is read by the library.
    (decl) => decl.getSourceFile().fileName.includes('/node_modules/') || reads.has(decl),
  );
  return keys
    .filter((key) => !key.discriminator && !reads.has(key.node.parent) && !handed.has(key.node.parent))
    .map((key) => ({ path: key.paths[0]!, others: key.paths.length - 1, where: where(key.node, rules.root) }));
}

/** The keys of zod object literals in `sources` that the walk from the schema root does not reach, as `file:line key`. */
export function unreachedKeys(
  program: Program,
  schemaFile: string,
  exportName: string,
  sources: readonly SourceFile[],
  root: string,
): string[] {
  const reached = new Set<Node>(schemaKeys(program, schemaFile, exportName).map((k) => k.node));
  return literalKeys(program.getTypeChecker(), sources)
    .filter((name) => !reached.has(name))
    .map((name) => `${where(name, root)} ${name.getText()}`);
}

function where(node: Node, root: string): string {
  const file = node.getSourceFile();
  return `${file.fileName.slice(root.length + 1)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}
