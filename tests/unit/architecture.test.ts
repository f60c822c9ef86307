import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The one-way import rules of the design, kept by a test instead of a linter plugin.
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** Runtime (non type-only) import specifiers of a file. */
const runtimeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\s)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

const violations = (dir: string, forbidden: RegExp) =>
  filesUnder(dir).flatMap((f) => runtimeImports(f).filter((i) => forbidden.test(i)).map((i) => `${f} imports ${i}`));

describe('architecture', () => {
  it('components are presentational: no config, data or app imports', () => {
    expect(violations('src/components', /\/(config|data|app|renderers)\//)).toEqual([]);
  });

  it('config never imports React or the browser side', () => {
    expect(violations('src/config', /^react|\/(components|renderers|app|data)\//)).toEqual([]);
  });

  it('only src/data/firestore imports firebase', () => {
    const outside = filesUnder('src').filter((f) => !f.startsWith(join('src', 'data', 'firestore')));
    const offenders = outside.flatMap((f) => runtimeImports(f).filter((i) => i.startsWith('firebase')).map((i) => `${f}: ${i}`));
    expect(offenders).toEqual([]);
  });

  it('only the config loader knows YAML', () => {
    const outside = filesUnder('src').filter((f) => !f.startsWith(join('src', 'config')));
    expect(outside.flatMap((f) => runtimeImports(f).filter((i) => i === 'yaml').map(() => f))).toEqual([]);
  });

  it('no module touches window or document at load time (renderers must be safe to pre-render)', () => {
    const offenders = filesUnder('src').filter((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .some((line) => /^(const|let|var|export const)\s.*\b(window|document)\./.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
