// The three "first change" recipes of docs/architecture.md and docs/home-sections.md, followed for real on
// a copy of the project: a page kind (`notice`), a home section type (`notice-board`) and a text
// (`texts.noticeLabel`), each followed by `npm run generate`. The files each recipe touched are counted
// and must be exactly those the docs name. Then the copy type-checks, lints, passes the unit suite, checks
// its config (with the new kind's references) and builds: routes, pre-rendering, the head with the page's
// own preview picture, breadcrumbs, the sitemap and the new text all follow.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseDocument } from 'yaml';
import { pageFile } from '../../../scripts/build/page-file';
import { SPEC_CONFIG } from '../../../scripts/catalogue/catalogue-file';
import { specCatalogue } from '../../support/catalogue';
import { projectCopy, type ProjectCopy } from '../../support/extension/project-copy';

const FIXTURES = 'tests/fixtures/extension';
const KINDS = 'src/kinds/index.ts';
const SECTIONS = 'src/kinds/home/sections/index.ts';
const TEXTS = 'src/config/schema/texts.ts';
const TEXT = { default: 'Notice', shop: 'Notice board' };

const spec = specCatalogue();
const parent = spec.categories[0]!;
const notice = {
  id: 'festive-hours',
  title: 'Festive hours',
  route: '/festive-hours',
  parent: parent.id,
  body: 'Both showrooms stay open until 10 pm through the festive weeks.',
  picture: { src: '/demo/img/photos/showrooms/branch.jpg', alt: 'The Barnia branch at night', width: 1200, height: 600 },
};
const board = { type: 'notice-board', heading: 'Notices', note: 'Festive opening hours', to: notice.id };

/** The copy's shop with one notice (changed by `change`) and, `withBoard`, one notice board last on its home page. */
function useShop(copy: ProjectCopy, { change = (n: typeof notice) => n, withBoard = true } = {}) {
  const doc = parseDocument(readFileSync(copy.config, 'utf8'));
  doc.set('notices', [change(notice)]);
  if (withBoard) doc.addIn(['home', 'sections'], board);
  writeFileSync(copy.config, doc.toString());
}

/** A recipe's "one line": the new item's import, and its name in the list. */
function addToList(copy: ProjectCopy, file: string, importLine: string, add: (source: string) => string) {
  const path = join(copy.dir, file);
  const source = readFileSync(path, 'utf8');
  const lastImport = source.lastIndexOf('\nimport ');
  const afterImports = source.indexOf('\n', lastImport + 1) + 1;
  writeFileSync(path, add(`${source.slice(0, afterImports)}${importLine}\n${source.slice(afterImports)}`));
}

/** The page-kind recipe: the kind's folder, and its line in the kinds list. */
function addKind(copy: ProjectCopy) {
  cpSync(join(FIXTURES, 'kind/notice'), join(copy.dir, 'src/kinds/notice'), { recursive: true });
  addToList(copy, KINDS, "import { noticeKind } from './notice/kind.ts';", (s) => s.replace(/(\.and\(\w+\));/, '$1\n  .and(noticeKind);'));
}

/** The home-section recipe: the section's folder, and its line in the sections list. */
function addSection(copy: ProjectCopy) {
  cpSync(join(FIXTURES, 'section/notice-board'), join(copy.dir, 'src/kinds/home/sections/notice-board'), { recursive: true });
  addToList(copy, SECTIONS, "import * as noticeBoard from './notice-board/section.ts';", (s) =>
    s
      .replace(/(discriminatedUnion\('type', \[[^\]]*?)(\s*\]\);)/, '$1\n  noticeBoard.schema,$2')
      .replace(/(export const sections: [^=]+= \[[^\]]*?)(\s*\];)/, '$1, noticeBoard$2'),
  );
}

/** The text recipe: the key with its engine default, the component that shows it, and its words in each shop's YAML. */
function addText(copy: ProjectCopy) {
  edit(copy, TEXTS, (s) =>
    s.replace(
      /\n {2}skipToContent: /,
      `\n  noticeLabel: engineText('${TEXT.default}').describe('Above a notice page.'),\n  skipToContent: `,
    ),
  );
  edit(copy, 'src/kinds/notice/page.tsx', (s) =>
    s
      .replace('Component: ({ entry, data }) =>', 'Component: ({ entry, data, catalogue }) =>')
      .replace('<p>{entry.body}</p>', '<p data-notice-label="">{catalogue.texts.noticeLabel}</p>\n      <p>{entry.body}</p>'),
  );
  for (const yaml of ['catalogue.config.yaml', 'examples/shoe-shop/catalogue.config.yaml'])
    edit(copy, yaml, (s) => s.replace(/\ntexts:\n/, `\ntexts:\n  noticeLabel: ${TEXT.shop}\n`));
}

function edit(copy: ProjectCopy, file: string, change: (source: string) => string) {
  const path = join(copy.dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the recipe's edit of ${file}`).not.toBe(before);
  writeFileSync(path, after);
}

/** Follows the three recipes in turn, and the files each one touched, `npm run generate`'s included. */
async function followRecipes(copy: ProjectCopy) {
  const touched: Record<'kind' | 'section' | 'text', string[]> = { kind: [], section: [], text: [] };
  // The copy's shop is not the shipped one (its owners, for one, differ): its generated files first follow
  // its own catalogue, as a clone's would, so that only what each recipe changes is counted.
  await copy.run('scripts/generate.ts');
  for (const [recipe, follow] of [
    ['kind', addKind],
    ['section', addSection],
    ['text', addText],
  ] as const) {
    const before = copy.snapshot();
    follow(copy);
    await copy.run('scripts/generate.ts');
    touched[recipe] = copy.changedSince(before);
  }
  return touched;
}

const html = (copy: ProjectCopy, route: string) =>
  new DOMParser().parseFromString(readFileSync(join(copy.dir, 'dist', pageFile(route)), 'utf8'), 'text/html');

describe('a throwaway page kind and home section type, added by their recipes', () => {
  it('touch the files they name; the copy type-checks, lints, passes the unit suite, checks and builds', async () => {
    const copy = projectCopy(readFileSync(SPEC_CONFIG, 'utf8'), 'tests/fixtures/spec');
    onTestFinished(copy.remove);
    const touched = await followRecipes(copy);
    // The shop uses what the recipes added (its own edit, not the recipes').
    useShop(copy);

    // The files each first change touches, as docs/architecture.md and docs/home-sections.md name them.
    const generated = ['catalogue.schema.json', 'docs/config-reference.md'];
    expect(touched.kind).toEqual([...generated, 'src/kinds/index.ts', 'src/kinds/notice/kind.ts', 'src/kinds/notice/page.tsx'].sort());
    expect(touched.section).toEqual(
      [
        ...generated,
        'src/kinds/home/sections/index.ts',
        'src/kinds/home/sections/notice-board/Section.tsx',
        'src/kinds/home/sections/notice-board/section.ts',
      ].sort(),
    );
    expect(touched.text).toEqual(
      [...generated, 'catalogue.config.yaml', 'examples/shoe-shop/catalogue.config.yaml', TEXTS, 'src/kinds/notice/page.tsx'].sort(),
    );
    const schema = readFileSync(join(copy.dir, 'catalogue.schema.json'), 'utf8');
    expect(schema).toContain('"notices"');
    expect(schema).toContain('"notice-board"');
    const reference = readFileSync(join(copy.dir, 'docs/config-reference.md'), 'utf8');
    expect(reference).toContain('## notices');
    expect(reference).toContain('### `home.sections[]` with `type: notice-board`');
    expect(reference).toContain('`texts.noticeLabel`');

    // Side by side, as they read the copy only: the types, lint, and the whole unit suite on the frozen spec
    // with the new kind, section and text in the code.
    await Promise.all([copy.typecheck(), copy.lint(), copy.unit()]);
    await expect(copy.run('scripts/check-config.ts')).resolves.toMatchObject({ stdout: expect.stringContaining(': OK (') });
    await copy.run('scripts/build/build.ts');

    const page = html(copy, notice.route);
    expect(page.querySelector('h1')?.textContent).toBe(notice.title);
    expect(page.querySelector('[data-notice-label]')?.textContent).toBe(TEXT.shop);
    expect(page.title).toBe(`${notice.title}${spec.texts.siteTitleSeparator}${spec.site.title}`);
    expect(page.body.textContent).toContain(notice.body);
    // The loader ran at build time and its data reached the component.
    expect(page.querySelector('[data-notice-data]')?.textContent).toBe(`${spec.lists.length} ${parent.id.toUpperCase()} demo`);
    // The preview picture is the page module's own, not the site's share picture.
    const meta = (key: string) => page.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(meta('og:image')).toBe(`${spec.site.url}${notice.picture.src}`);
    expect(meta('og:url')).toBe(`${spec.site.url}${notice.route}`);
    const crumbs = [...page.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(crumbs).toContain(parent.route);

    const home = html(copy, '/');
    const heading = [...home.querySelectorAll('section h2')].find((h) => h.textContent === board.heading);
    expect(heading, 'the notice board is drawn under its heading').toBeDefined();
    const link = heading?.closest('section')?.querySelector('a');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual([board.note, notice.route]);
    expect(readFileSync(join(copy.dir, 'dist', 'sitemap.xml'), 'utf8')).toContain(`${spec.site.url}${notice.route}<`);
  }, 900_000);

  it("runs the new kind's reference checks, at the line of the YAML", async () => {
    const copy = projectCopy(readFileSync(SPEC_CONFIG, 'utf8'), 'tests/fixtures/spec');
    onTestFinished(copy.remove);
    addKind(copy);
    useShop(copy, { change: (n) => ({ ...n, parent: 'no-such-category' }), withBoard: false });
    const line =
      readFileSync(copy.config, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('no-such-category')) + 1;
    await expect(copy.run('scripts/check-config.ts')).rejects.toMatchObject({
      stderr: expect.stringMatching(new RegExp(`notices\\[0\\]\\.parent \\(line ${line}, col \\d+\\): .*no-such-category`)),
    });
  }, 300_000);
});
