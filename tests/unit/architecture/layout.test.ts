import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { writeTree } from './fixtures';
import { layoutRules, WHOLE_REPO_FOLDERS } from './layout';

// One place for unit tests, mirroring the code (docs/testing.md), kept by a test as the import rules are.
const expectNone = (violations: string[], rule: string) => expect(violations, `${rule}:\n${violations.join('\n')}\n`).toEqual([]);

describe('layout of the unit tests', () => {
  it.each(layoutRules)('$name', ({ name, check }) => expectNone(check('.'), name));

  it('docs/testing.md lists exactly the declared whole-repo folders', () => {
    const section = readFileSync('docs/testing.md', 'utf8').split('## Where tests and stories live')[1]!.split('\n## ')[0]!;
    const listed = [...section.matchAll(/^\| `([^`]+)\/` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(Object.keys(WHOLE_REPO_FOLDERS));
  });
});

describe('the layout rules can fail', () => {
  const empty = 'export {};\n';
  let tree: string | undefined;
  afterAll(() => tree && rmSync(tree, { recursive: true, force: true }));

  it('names each test beside the code, each folder of tests or stories that mirrors nothing, and each stale declaration', () => {
    tree = writeTree({
      'src/kinds/list/ListPage.tsx': empty,
      'src/kinds/list/ListPage.test.tsx': empty,
      'scripts/vite/plugin.ts': empty,
      'scripts/vite/plugin.test.ts': empty,
      'stories/support/selection.ts': empty,
      'examples/shop/check.test.ts': empty,
      'node_modules/some-package/index.test.ts': empty,
      'dist-copy/page.test.ts': empty,
      'tests/e2e/lists.test.ts': empty,
      // Mirrored: fine.
      'tests/unit/kinds/list/list-page.test.tsx': empty,
      'tests/unit/scripts/vite/plugin.test.ts': empty,
      'tests/unit/stories/support/selection.test.ts': empty,
      // Declared whole-repo, helpers in a folder below included: fine.
      'tests/unit/architecture/rules.test.ts': empty,
      'tests/unit/architecture/graph/walk.ts': empty,
      // Filed by topic, or mirroring a folder that is gone.
      'tests/unit/seo/head.test.ts': empty,
      'tests/unit/kinds/gone/page.test.tsx': empty,
      'tests/unit/scripts/seo/sitemap.test.ts': empty,
      // Declared whole-repo while it mirrors src/kinds/.
      'tests/unit/kinds/whole.test.ts': empty,
      // Stories: mirrored, their helpers, and one filed flat.
      'stories/kinds/list/ListPage.stories.tsx': empty,
      'stories/support/site.ts': empty,
      'stories/kinds/home-sections/Gallery.stories.tsx': empty,
      // Named after a file of src/ in another folder (only home/ mirrors, not sections/carousel/), or after none.
      'src/kinds/home/HomePage.tsx': empty,
      'src/kinds/home/sections/carousel/ConfigCarousel.tsx': empty,
      'stories/kinds/home/HomePage.stories.tsx': empty,
      'stories/kinds/home/ConfigCarousel.stories.tsx': empty,
      'stories/kinds/list/ListPrices.stories.tsx': empty,
    });
    const declared = { architecture: 'the design rules', kinds: 'not whole-repo at all', missing: 'a folder that is not there' };
    const [beside, mirrored, storyFolders, storyFiles, declarations] = layoutRules;
    expect(beside!.check(tree, declared).sort()).toEqual([
      'examples/shop/check.test.ts is a test outside tests/: its place is tests/unit/<the folder mirroring the module it tests>',
      'scripts/vite/plugin.test.ts is a test outside tests/: its place is tests/unit/scripts/vite/plugin.test.ts',
      'src/kinds/list/ListPage.test.tsx is a test outside tests/: its place is tests/unit/kinds/list/ListPage.test.tsx',
    ]);
    expect(mirrored!.check(tree, declared).sort()).toEqual([
      'tests/unit/scripts/seo mirrors no code folder (there is no scripts/seo/) and is no whole-repo folder',
      'tests/unit/seo mirrors no code folder (there is no src/seo/) and is no whole-repo folder',
    ]);
    expect(mirrored!.check(tree, { architecture: 'the design rules' }).sort()).toEqual([
      'tests/unit/kinds/gone mirrors no code folder (there is no src/kinds/gone/) and is no whole-repo folder',
      'tests/unit/scripts/seo mirrors no code folder (there is no scripts/seo/) and is no whole-repo folder',
      'tests/unit/seo mirrors no code folder (there is no src/seo/) and is no whole-repo folder',
    ]);
    expect(storyFolders!.check(tree)).toEqual([
      'stories/kinds/home-sections mirrors no code folder (there is no src/kinds/home-sections/)',
    ]);
    expect(storyFiles!.check(tree)).toEqual([
      'stories/kinds/home/ConfigCarousel.stories.tsx shows ConfigCarousel, which is in src/kinds/home/sections/carousel: its place is stories/kinds/home/sections/carousel/',
    ]);
    expect(declarations!.check(tree, declared)).toEqual([
      'tests/unit/kinds is declared whole-repo but mirrors src/kinds/',
      'tests/unit/missing is declared whole-repo but does not exist: drop it from the list',
    ]);
  });
});
