import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const REFERENCE = resolve(import.meta.dirname, 'reference');

/** The page with no JavaScript: served straight from the repository. */
export const STATIC_REFERENCE = join(REFERENCE, 'static');

/**
 * The bare React + React Router page, built by the same Vite, plugin and
 * build target as the site but none of its config, into a temp dir.
 */
export async function buildBareReference(): Promise<{ dir: string; seconds: number }> {
  const started = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-bench-bare-'));
  await build({
    configFile: false,
    root: join(REFERENCE, 'bare'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });
  return { dir, seconds: (performance.now() - started) / 1000 };
}
