// The two sites the image figures compare the current one with: the same photos without resized
// copies, and the site as an older commit built it (the drawings, before the photos).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ConfigError } from '../../src/config/errors.ts';
import { parseYaml } from '../../src/config/parse-yaml.ts';
import { catalogueFile } from '../catalogue/catalogue-file.ts';
import { buildSite, type BuiltSite } from './build-site.ts';

const run = promisify(execFile);

/** The site built from a copy of the catalogue without `images.variants`: every photo as uploaded. */
export async function buildUnresizedSite(): Promise<BuiltSite> {
  const file = catalogueFile();
  // Beside the original, so the folders it names resolve to the same places.
  const copy = join(file.dir, `.bench-unresized-${process.pid}.yaml`);
  // The project's one YAML reader (YAML 1.2 only, located errors), whose document keeps the owner's layout.
  const parsed = parseYaml(await readFile(file.path, 'utf8'));
  if (!parsed.ok) throw new ConfigError(file.label, parsed.issues);
  parsed.doc.deleteIn(['images', 'variants']);
  await writeFile(copy, String(parsed.doc));
  try {
    return await buildSite({ config: copy, typecheck: false });
  } finally {
    await rm(copy, { force: true });
  }
}

/** The site as `ref` (a commit) built it, in a temporary worktree sharing this checkout's node_modules. */
export async function buildSiteAt(ref: string): Promise<BuiltSite> {
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-bench-at-'));
  const tree = join(dir, 'tree');
  await run('git', ['worktree', 'add', '--detach', tree, ref]);
  try {
    await symlink(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
    return await buildSite({ cwd: tree, typecheck: false });
  } finally {
    await run('git', ['worktree', 'remove', '--force', tree]);
    await rm(dir, { recursive: true, force: true });
  }
}
