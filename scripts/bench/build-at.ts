import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What `build` makes of commit `ref`, checked out in a temporary worktree sharing this checkout's
 * node_modules: no install, and a comparison of the code alone, both built with the same dependencies.
 * The worktree is gone when it returns, so `build` must leave its output outside it.
 */
export async function buildAt<T>(ref: string, build: (cwd: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-bench-at-'));
  const tree = join(dir, 'tree');
  await run('git', ['worktree', 'add', '--detach', tree, ref]);
  try {
    await symlink(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
    return await build(tree);
  } finally {
    await run('git', ['worktree', 'remove', '--force', tree]);
    await rm(dir, { recursive: true, force: true });
  }
}
