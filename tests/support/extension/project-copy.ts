import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** What a developer edits or runs: copied, so a change in the copy never reaches the repository. */
const COPIED = ['src', 'scripts', 'index.html', 'vite.config.ts', 'package.json', 'catalogue.schema.json', 'docs/config-reference.md'];
/** Large and read-only here: linked. */
const LINKED = ['node_modules', 'public'];

export interface ProjectCopy {
  dir: string;
  /** The copy's catalogue.config.yaml, which its commands read. */
  config: string;
  /** Runs `npx tsx <script> ...args` in the copy, on its catalogue, on demo data. */
  run(script: string, ...args: string[]): Promise<{ stdout: string; stderr: string }>;
  /** Runs the TypeScript compiler over the copy's src/ (tests left out). */
  typecheck(): Promise<{ stdout: string; stderr: string }>;
  /** Every file of the copy's tree at `under` that differs from the repository's, or is new (relative paths). */
  changedFiles(under: string): string[];
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
  for (const path of COPIED) cpSync(resolve(path), join(dir, path), { recursive: true });
  for (const path of LINKED) symlinkSync(resolve(path), join(dir, path));
  // The site's code, which a recipe changes (the copy has no tests or stories for unit tests to import).
  const tsconfig = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { include: string[] };
  // The service worker has its own compiler settings (src/sw/tsconfig.json), checked with them below.
  const site = { include: ['src', 'vite.config.ts'], exclude: ['src/sw'] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ ...tsconfig, ...site }));
  // At the top, as in a clone: the copy's own shop, so generate writes its catalogue.schema.json too.
  const config = join(dir, 'catalogue.config.yaml');
  const absolute = (_: string, key: string, path: string) => `${key}${resolve(configDir, path)}`;
  writeFileSync(config, yaml.replace(/^(\s+(?:public|demoData):\s*)(\S+)/gm, absolute));
  const env = { ...process.env, CATALOGUE_CONFIG: '', CATALOGUE_DEMO: '1', VITE_FIREBASE_PROJECT_ID: '', VITE_FIRESTORE_EMULATOR_HOST: '' };
  const options = { cwd: dir, env, maxBuffer: 32 << 20 };
  return {
    dir,
    config,
    run: (script, ...args) => exec('npx', ['tsx', script, ...args], options),
    typecheck: () =>
      exec('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], options)
        .then(() => exec('npx', ['tsc', '--noEmit', '-p', 'src/sw/tsconfig.json'], options))
        .catch(withOutput),
    remove: () => rmSync(dir, { recursive: true, force: true }),
    changedFiles: (under) => differing(resolve(under), join(dir, under)).map((f) => join(under, f)),
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
