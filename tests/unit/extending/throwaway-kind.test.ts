// The two "first change" recipes of docs/architecture.md and docs/home-sections.md, followed for real on
// a copy of the project: a page kind (`notice`) and a home section type (`notice-board`) are added from
// tests/fixtures/extension by copying a folder and adding their line to the list, then
// `npm run generate` rewrites catalogue.schema.json and docs/config-reference.md. Nothing else is edited, and the copy type-checks,
// checks its config (with the new kind's references) and builds: routes, pre-rendering, the head with
// the page's own preview picture, breadcrumbs and the sitemap all follow.
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

/** The spec's shop with one notice and, last on the home page, one notice board. */
function shopWith(change: (n: typeof notice) => typeof notice = (n) => n): string {
  const doc = parseDocument(readFileSync(SPEC_CONFIG, 'utf8'));
  doc.set('notices', [change(notice)]);
  doc.addIn(['home', 'sections'], board);
  return doc.toString();
}

/** A recipe's "one line": the new item's import, and its name in the list. */
function addToList(copy: ProjectCopy, file: string, importLine: string, add: (source: string) => string) {
  const path = join(copy.dir, file);
  const source = readFileSync(path, 'utf8');
  const lastImport = source.lastIndexOf('\nimport ');
  const afterImports = source.indexOf('\n', lastImport + 1) + 1;
  writeFileSync(path, add(`${source.slice(0, afterImports)}${importLine}\n${source.slice(afterImports)}`));
}

function followRecipes(copy: ProjectCopy) {
  cpSync(join(FIXTURES, 'kind/notice'), join(copy.dir, 'src/kinds/notice'), { recursive: true });
  addToList(copy, KINDS, "import { noticeKind } from './notice/kind.ts';", (s) => s.replace(/\] as const;/, ', noticeKind] as const;'));
  cpSync(join(FIXTURES, 'section/notice-board'), join(copy.dir, 'src/kinds/home/sections/notice-board'), { recursive: true });
  addToList(copy, SECTIONS, "import * as noticeBoard from './notice-board/section.ts';", (s) =>
    s
      .replace(/(discriminatedUnion\('type', \[[^\]]*?)(\s*\]\);)/, '$1\n  noticeBoard.schema,$2')
      .replace(/(export const sections: [^=]+= \[[^\]]*?)(\s*\];)/, '$1, noticeBoard$2'),
  );
}

const html = (copy: ProjectCopy, route: string) =>
  new DOMParser().parseFromString(readFileSync(join(copy.dir, 'dist', pageFile(route)), 'utf8'), 'text/html');

describe('a throwaway page kind and home section type, added by their recipes', () => {
  it('touch their folders, one list each and catalogue.schema.json; the copy type-checks, checks and builds', async () => {
    const copy = projectCopy(shopWith(), 'tests/fixtures/spec');
    onTestFinished(copy.remove);
    followRecipes(copy);
    await copy.run('scripts/generate.ts');

    expect(copy.changedFiles('src')).toEqual([
      'src/kinds/home/sections/index.ts',
      'src/kinds/home/sections/notice-board/Section.tsx',
      'src/kinds/home/sections/notice-board/section.ts',
      'src/kinds/index.ts',
      'src/kinds/notice/kind.ts',
      'src/kinds/notice/page.tsx',
    ]);
    expect(copy.changedFiles('scripts')).toEqual([]);
    const schema = readFileSync(join(copy.dir, 'catalogue.schema.json'), 'utf8');
    expect(schema).toContain('"notices"');
    expect(schema).toContain('"notice-board"');
    const reference = readFileSync(join(copy.dir, 'docs/config-reference.md'), 'utf8');
    expect(reference).toContain('## notices');
    expect(reference).toContain('### `home.sections[]` with `type: notice-board`');

    await copy.typecheck();
    await expect(copy.run('scripts/check-config.ts')).resolves.toMatchObject({ stdout: expect.stringContaining(': OK (') });
    await copy.run('scripts/build/build.ts');

    const page = html(copy, notice.route);
    expect(page.querySelector('h1')?.textContent).toBe(notice.title);
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
    const copy = projectCopy(
      shopWith((n) => ({ ...n, parent: 'no-such-category' })),
      'tests/fixtures/spec',
    );
    onTestFinished(copy.remove);
    followRecipes(copy);
    const line =
      readFileSync(copy.config, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('no-such-category')) + 1;
    await expect(copy.run('scripts/check-config.ts')).rejects.toMatchObject({
      stderr: expect.stringMatching(new RegExp(`notices\\[0\\]\\.parent \\(line ${line}, col \\d+\\): .*no-such-category`)),
    });
  }, 300_000);
});
