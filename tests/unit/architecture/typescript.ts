import { createRequire } from 'node:module';
import type TypeScript from 'typescript';

// require, not import: Node's ESM loader scans the 9 MB compiler for named exports, which costs
// about 1.4 s more than loading it.
export const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
