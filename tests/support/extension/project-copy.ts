import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Large and read-only here: linked. Everything else the repository tracks is copied, as a clone has it. */
const LINKED = ['node_modules', 'public', 'demo-data'];

/** The repository's files as a commit would have them (tracked, and new ones not ignored), less the linked folders. */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !LINKED.some((dir) => file === dir || file.startsWith(`${dir}/`)))
    .filter((file) => existsSync(file));
}

export interface ProjectCopy {
  dir: string;
  /** The copy's catalogue.config.yaml, which its commands read. */
  config: string;
  /** Runs `npx tsx <script> ...args` in the copy, on its catalogue, on demo data. */
  run(script: string, ...args: string[]): Promise<{ stdout: string; stderr: string }>;
  /** Runs `npm run typecheck` in the copy: src, tests, scripts and stories, and the service worker. */
  typecheck(): Promise<{ stdout: string; stderr: string }>;
  /** Runs `npm run lint` in the copy. */
  lint(): Promise<{ stdout: string; stderr: string }>;
  /** Runs the copy's unit suite, all but the tests that follow the recipes (which copy the project themselves). */
  unit(): Promise<{ stdout: string; stderr: string }>;
  /** Every file of the copy's tree at `under` that differs from the repository's, or is new (relative paths). */
  changedFiles(under: string): string[];
  /** The contents of every file of the copy (linked folders and build output left out). */
  snapshot(): Map<string, Buffer>;
  /** The files that are new or changed since `snapshot` (relative paths, sorted). */
  changedSince(snapshot: Map<string, Buffer>): string[];
  /** Deletes the copy (its build holds a copy of every picture). */
  remove(): void;
}

/**
 * The project's code as a new developer gets it, in a new folder, with a catalogue of our choosing: the
 * recipes in docs/ are followed there for real (copy a folder, add a line, regenerate, build) and the
 * repository stays as it was. `yaml` is the copy's catalogue.config.yaml; `files:` paths are
 * made absolute, so the catalogue's demo data and the repository's pictures are read where they are.
 */
export function projectCopy(yaml: string, configDir: string): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), 'project-copy-'));
  for (const file of trackedFiles()) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(resolve(file), join(dir, file));
  }
  for (const path of LINKED) symlinkSync(resolve(path), join(dir, path));
  // At the top, as in a clone: the copy's own shop, so generate writes its catalogue.schema.json too.
  const config = join(dir, 'catalogue.config.yaml');
  const absolute = (_: string, key: string, path: string) => `${key}${resolve(configDir, path)}`;
  // The editor's schema header as the shipped file has it: beside the copy's catalogue.schema.json.
  const header = readFileSync('catalogue.config.yaml', 'utf8').split('\n')[0]!;
  writeFileSync(config, yaml.replace(/^# yaml-language-server: .*$/m, header).replace(/^(\s+(?:public|demoData):\s*)(\S+)/gm, absolute));
  const env = { ...process.env, CATALOGUE_CONFIG: '', CATALOGUE_DEMO: '1', VITE_FIREBASE_PROJECT_ID: '', VITE_FIRESTORE_EMULATOR_HOST: '' };
  const options = { cwd: dir, env, maxBuffer: 32 << 20 };
  return {
    dir,
    config,
    run: (script, ...args) => exec('npx', ['tsx', script, ...args], options),
    typecheck: () => exec('npm', ['run', 'typecheck'], options).catch(withOutput),
    lint: () => exec('npm', ['run', 'lint'], options).catch(withOutput),
    unit: () => exec('npx', ['vitest', 'run', '--project', 'unit', '--exclude', 'tests/unit/extending/**'], options).catch(withOutput),
    remove: () => rmSync(dir, { recursive: true, force: true }),
    changedFiles: (under) => differing(resolve(under), join(dir, under)).map((f) => join(under, f)),
    snapshot: () => new Map(ownFiles(dir).map((f) => [f, readFileSync(join(dir, f))])),
    changedSince: (before) =>
      ownFiles(dir)
        .filter((f) => !before.get(f)?.equals(readFileSync(join(dir, f))))
        .sort(),
  };
}

/** The compiler's report in the failure's message, where a test runner shows it. */
function withOutput(error: Error & { stdout?: string; stderr?: string }): never {
  throw new Error(`${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
}

function differing(original: string, copy: string): string[] {
  const files = (root: string): string[] =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(root, f)).isFile());
  const before = new Set(files(original));
  return files(copy)
    .filter((f) => !before.has(f) || !readFileSync(join(original, f)).equals(readFileSync(join(copy, f))))
    .map((f) => relative(copy, join(copy, f)))
    .sort();
}

/** The copy's own files: not the linked folders (never entered: others' builds change them), nor what a build writes. */
function ownFiles(dir: string, under = ''): string[] {
  const skipped = new Set([...LINKED, 'dist']);
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (skipped.has(path)) return [];
    if (entry.isDirectory()) return ownFiles(dir, path);
    return entry.isFile() ? [path] : [];
  });
}
