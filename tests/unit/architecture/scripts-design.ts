import { posix } from 'node:path';
import { fileCycles } from './cycles';
import type { DesignRule } from './design';

/**
 * The rules for `scripts/` (the build, the hosting server, the owner's Firestore tools, the bench), checked on
 * a graph rooted at `scripts/` whose imports out of it (`../src/…`) are unresolved: tests use scripts,
 * never the reverse, so a script works in a checkout without tests/; and no file cycles. A test beside the
 * code (`*.test.ts`, which layout.ts forbids) would not be in the graph.
 */
export const scriptsRules: DesignRule[] = [
  {
    name: 'nothing in scripts/ imports tests/ (tests use scripts, never the reverse)',
    check: (graph) =>
      graph.unresolved
        .filter(
          (ref) => ref.specifier.startsWith('.') && posix.join('scripts', posix.dirname(ref.from), ref.specifier).startsWith('tests/'),
        )
        .map((ref) => `${ref.from} imports '${ref.specifier}'`),
  },
  { name: 'no import cycles between files of scripts/', check: fileCycles },
];
