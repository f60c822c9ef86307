import type { Node } from 'typescript';
import { ts } from '../architecture/typescript';
import type { ReadRules } from './reads';

/**
 * What reads the shipped catalogue: src/ and scripts/, except tests, stories and the config's
 * own reference checks (`*references.ts`, a kind's `references()`), which read keys only to
 * check them. Validators that give a key its purpose (site.country checks every phone) count.
 */
export const projectRules = (root: string): ReadRules => ({
  root,
  ignoredFile: (file) =>
    /^(tests|stories|\.storybook|node_modules)\//.test(file) ||
    /\.(test|spec|stories)\.tsx?$/.test(file) ||
    /(^|\/)[\w-]*references\.ts$/.test(file),
  checkCode: (n: Node) =>
    (ts.isMethodDeclaration(n) || ts.isPropertyAssignment(n)) && ts.isIdentifier(n.name) && n.name.text === 'references',
});
