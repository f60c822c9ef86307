import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { designRules } from './design';
import { scriptsRules } from './scripts-design';
import { syntaxTree, violatingTree, writeTree } from './fixtures';
import { buildImportGraph, type ImportGraph } from './import-graph';

// The one-way import rules of the design, kept by a test instead of a linter plugin.
const expectNone = (violations: string[], rule: string) => expect(violations, `${rule}:\n${violations.join('\n')}\n`).toEqual([]);

describe('architecture of src/', () => {
  const graph = buildImportGraph('src');
  it.each(designRules)('$name', ({ name, check }) => expectNone(check(graph), name));
});

describe('architecture of scripts/', () => {
  const graph = buildImportGraph('scripts');
  it.each(scriptsRules)('$name', ({ name, check }) => expectNone(check(graph), name));
});

describe('the rules of scripts/ can fail', () => {
  let tree: string | undefined;
  afterAll(() => tree && rmSync(tree, { recursive: true, force: true }));
  it('names an import of tests/ and a cycle', () => {
    // Rooted like scripts/: `../tests/…` from a top-level folder leaves it for tests/.
    tree = writeTree({
      'firestore/seeded.ts': "import { start } from '../../tests/support/server';\nimport './upload';\nexport const seeded = start;\n",
      'firestore/upload.ts': "import { seeded } from './seeded';\nexport const upload = seeded;\n",
      'firestore/fine.test.ts': "import '../../tests/support/catalogue';\n",
    });
    const graph = buildImportGraph(tree);
    const [noTests, noCycles] = scriptsRules;
    expect(noTests!.check(graph)).toEqual(["firestore/seeded.ts imports '../../tests/support/server'"]);
    expect(noCycles!.check(graph)).toEqual(['firestore/seeded.ts -> firestore/upload.ts -> firestore/seeded.ts']);
  });
});

describe('the architecture rules can fail', () => {
  const trees: string[] = [];
  const graphOf = (files: Record<string, string>) => {
    trees.push(writeTree(files));
    return buildImportGraph(trees.at(-1)!);
  };
  afterAll(() => trees.forEach((tree) => rmSync(tree, { recursive: true, force: true })));
  let violating: ImportGraph | undefined;

  it('reads every runtime import form and skips type-only ones, tests and declarations', () => {
    const graph = graphOf(syntaxTree);
    expect(graph.files).not.toContain('all.test.ts');
    expect(graph.files).not.toContain('types.d.ts');
    expect(graph.edges.map((e) => `${e.kind} ${e.to}`)).toEqual([
      'static a.ts',
      'static side-effect.ts',
      'static multi/index.ts',
      'static ns.ts',
      'static d.ts',
      // verbatimModuleSyntax keeps `import { type A } from` as `import './x'`: the module loads.
      'static inline-types.ts',
      'static e.ts',
      'static star.ts',
      'static star-ns.ts',
      'static data.json',
      'static folder/index.tsx',
      'dynamic lazy/page.tsx',
      'dynamic later.tsx',
      'dynamic pages/a.tsx',
      'dynamic pages/b.tsx',
      'static eager/sub/y.ts',
      'static eager/x.json',
    ]);
    expect(graph.packages.map((p) => `${p.kind} ${p.specifier}`)).toEqual([
      'static some-package',
      'static @scope/pkg/sub',
      'jsx react/jsx-runtime',
    ]);
    expect(graph.unresolved.map((p) => p.specifier)).toEqual(['./nothing/*.ts', './missing', '<computed specifier>']);
  });

  const expected: Record<string, string[]> = {
    'every relative import': ["app/router.tsx imports './gone', which names no file"],
    'no import cycles between files': [
      'app/context.tsx -> index.ts -> app/context.tsx',
      'domain/self.ts -> domain/self.ts',
      'shell/home/route.tsx -> shell/registry.tsx -> shell/home/route.tsx',
    ],
    'no import cycles between top-level folders': [
      '. -> app -> .\n  . -> app: index.ts -> app/context.tsx\n  app -> .: app/context.tsx -> index.ts',
      'app -> shell -> app\n' +
        '  app -> shell: app/router.tsx -> shell/registry.tsx\n' +
        '  shell -> app: shell/home/route.tsx -> app/context.tsx',
    ],
    'phones never download': [
      "app/main.tsx -> app/router.tsx -> shell/registry.tsx -> shell/home/route.tsx -> app/context.tsx imports 'yaml'",
      "app/main.tsx -> app/router.tsx -> shell/registry.tsx -> shell/home/route.tsx -> kinds/home/kind.ts imports 'libphonenumber-js'",
      "app/main.tsx -> app/router.tsx -> shell/registry.tsx -> shell/home/route.tsx -> kinds/home/kind.ts imports 'zod'",
    ],
    'components are presentational': [
      'components/card/Card.tsx -> domain/price.ts -> site/paths.ts',
      'components/card/Card.tsx -> kinds/home/page.tsx',
    ],
    'config and the React-free parts': [
      'build-time/paths.ts -> kinds/home/page.tsx',
      "config/jsx-note.tsx imports 'react/jsx-runtime' (its JSX)",
      "kinds/home/kind.ts -> theme/tokens.ts imports 'styled-components'",
      'kinds/home/section.ts -> data/source.ts',
    ],
    'kinds never import build-time/': ["kinds/home/layout.ts imports '../../build-time/read'"],
    'only data/firestore and data/owner': ["data/source.ts imports 'firebase/firestore'"],
    'only data/owner imports firebase/auth': ["data/firestore/sign-in.ts imports 'firebase/auth'"],
    'only config imports yaml': ["app/context.tsx imports 'yaml'", "build-time/read.ts imports 'yaml'"],
    'no module reads window': ['theme/tokens.ts:3 reads window at module scope', 'theme/tokens.ts:6 reads document at module scope'],
  };

  it.each(designRules)('$name', ({ name, check }) => {
    const prefix = Object.keys(expected).find((key) => name.startsWith(key));
    expect(prefix, `no fixture expectation for rule "${name}"`).toBeDefined();
    violating ??= graphOf(violatingTree);
    expect(check(violating).sort()).toEqual(expected[prefix!]);
  });

  it('a tree without the client entry fails the schema rule instead of passing empty', () => {
    const rule = designRules.find((r) => r.name.startsWith('phones never download'))!;
    expect(rule.check(graphOf({ 'app/other.ts': 'export {};\n' }))).toEqual([
      'no client entry: neither app/main.tsx nor app/boot.ts exists',
    ]);
  });
});
