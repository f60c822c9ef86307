import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * Where unit tests live (docs/testing.md, "Where tests and stories live"): only under tests/unit/, in
 * the folder that mirrors their module's: `src/<path>/x.ts` at `tests/unit/<path>/x.test.ts` (src/
 * drops its name), `scripts/<path>/x.ts` at `tests/unit/scripts/<path>/x.test.ts`, `stories/<path>/x.ts`
 * at `tests/unit/stories/<path>/x.test.ts`. The only other folders are these, which test the
 * repository as a whole rather than one module. Stories mirror src/ the same way, under stories/.
 */
export const WHOLE_REPO_FOLDERS: Readonly<Record<string, string>> = {
  architecture: 'the design rules over every file of src/ and scripts/: imports, colour literals, this layout',
  'dead-keys': 'every key of the catalogue is read by some code of the whole project (type-checks it all)',
  docs: 'every link of README.md and docs/ resolves',
  extending: 'the recipes of docs/ (a page kind, a home section type), followed on a copy of the project',
  owner: "the owner's everyday edits of catalogue.config.yaml, built end to end on a copy of the shop",
  upgrade: "a shop's file from the previous release still loads and builds",
};

/** A layout rule: its violations for the repository at `root`, with `declared` as its whole-repo folders. */
export interface LayoutRule {
  name: string;
  check: (root: string, declared?: Readonly<Record<string, string>>) => string[];
}

/** Code folders that keep their name under tests/unit/ (src/ drops its own). */
const NAMED = ['scripts', 'stories'];
const isNamed = (path: string) => NAMED.some((name) => path === name || path.startsWith(`${name}/`));

// Made by builds and tools, not written: never walked.
const GENERATED = new Set(['.git', '.bench', 'node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', 'coverage']);
const isGenerated = (name: string) => GENERATED.has(name) || name.startsWith('dist-');

const TEST_FILE = /\.test\.tsx?$/;
const STORY_FILE = /\.stories\.tsx?$/;
const isSupport = (path: string) => path === 'support' || path.startsWith('support/');
const UNIT = 'tests/unit';

/** Every file (or, with `folders`, every folder) below `dir` of `root`, as posix paths relative to `root`. */
function walk(root: string, dir: string, folders = false): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (isGenerated(entry.name)) return [];
    const path = dir ? posix.join(dir, entry.name) : entry.name;
    if (entry.isDirectory()) return [...(folders ? [path] : []), ...walk(root, path, folders)];
    return folders ? [] : [path];
  });
}

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The code folder that tests/unit/<folder> mirrors. */
const mirrorOf = (folder: string) => (isNamed(folder) ? folder : posix.join('src', folder));

/** Where a test beside the code belongs under tests/unit/. */
function placeOf(file: string): string {
  if (file.startsWith('src/')) return posix.join(UNIT, file.slice('src/'.length));
  return isNamed(file) ? posix.join(UNIT, file) : `${UNIT}/<the folder mirroring the module it tests>`;
}

export const layoutRules: LayoutRule[] = [
  {
    name: 'no test beside the code: every *.test.ts(x) is under tests/',
    check: (root) =>
      walk(root, '')
        .filter((file) => TEST_FILE.test(file) && !file.startsWith('tests/'))
        .map((file) => `${file} is a test outside tests/: its place is ${placeOf(file)}`),
  },
  {
    name: 'every folder of tests/unit/ mirrors a folder of src/, scripts/ or stories/, or is a declared whole-repo folder',
    check: (root, declared = WHOLE_REPO_FOLDERS) =>
      walk(root, UNIT, true)
        .map((path) => path.slice(UNIT.length + 1))
        .filter((folder) => !Object.hasOwn(declared, folder.split('/')[0]!) && !isDir(join(root, mirrorOf(folder))))
        .map((folder) => `${UNIT}/${folder} mirrors no code folder (there is no ${mirrorOf(folder)}/) and is no whole-repo folder`),
  },
  {
    name: "every folder of stories/ but support/ (the stories' own helpers) mirrors a folder of src/",
    check: (root) =>
      walk(root, 'stories', true)
        .map((path) => path.slice('stories/'.length))
        .filter((folder) => !isSupport(folder) && !isDir(join(root, 'src', folder)))
        .map((folder) => `stories/${folder} mirrors no code folder (there is no src/${folder}/)`),
  },
  {
    name: 'a story file named after a file of src/ sits in the mirror of its folder',
    check: (root) => {
      const code = walk(root, 'src').filter((file) => /\.tsx?$/.test(file));
      return walk(root, 'stories')
        .map((file) => file.slice('stories/'.length))
        .filter((file) => STORY_FILE.test(file) && !isSupport(file))
        .flatMap((file) => {
          const name = posix.basename(file).replace(STORY_FILE, '');
          const folder = posix.join('src', posix.dirname(file));
          const homes = code.filter((path) => posix.basename(path).replace(/\.tsx?$/, '') === name).map(posix.dirname);
          return homes.length === 0 || homes.includes(folder)
            ? []
            : [
                `stories/${file} shows ${name}, which is in ${homes.join(', ')}: its place is ${homes.map((h) => `stories/${h.slice('src/'.length)}/`).join(' or ')}`,
              ];
        });
    },
  },
  {
    name: 'each declared whole-repo folder exists and mirrors no code folder',
    check: (root, declared = WHOLE_REPO_FOLDERS) =>
      Object.keys(declared).flatMap((folder) => [
        ...(isDir(join(root, UNIT, folder)) ? [] : [`${UNIT}/${folder} is declared whole-repo but does not exist: drop it from the list`]),
        ...(isDir(join(root, mirrorOf(folder))) ? [`${UNIT}/${folder} is declared whole-repo but mirrors ${mirrorOf(folder)}/`] : []),
      ]),
  },
];
