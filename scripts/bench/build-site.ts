import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export interface BuiltSite {
  dir: string;
  /** URL paths (/assets/...) of the chunks that hold demo collection data rather than code. */
  dataChunks: Set<string>;
  seconds: number;
}

type Manifest = Record<string, { file: string }>;

const DATA_SOURCE = /(^|\/)data\/demo\/collections\/[^/]+\.json$/;

/**
 * A production build into a fresh temp dir: dist/ belongs to whoever else is
 * building. The manifest tells which emitted .js files are really product data.
 */
export async function buildSite(): Promise<BuiltSite> {
  const started = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-bench-'));
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const dataChunks = new Set(
    Object.entries(manifest)
      .filter(([source]) => DATA_SOURCE.test(source))
      .map(([, chunk]) => `/${chunk.file}`),
  );
  return { dir, dataChunks, seconds: (performance.now() - started) / 1000 };
}
