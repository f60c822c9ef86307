import { execFileSync } from 'node:child_process';

/** Which tree was measured: the commit and whether uncommitted edits were in it. */
export function gitState(): { commit: string | null; dirty: boolean | null } {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain').length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}
