import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueJsonSchema } from '../../../src/kinds/catalogue/json-schema';
import { SHIPPED, mutate } from '../../support/catalogue';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/check-config.ts', ...args], { encoding: 'utf8' });

describe('npm run check-config', () => {
  it('exits 0 with a one-line summary on the shipped file', () => {
    const out = run();
    expect(out.status).toBe(0);
    expect(out.stdout.trim()).toBe(
      'catalogue.config.yaml: OK (35 routes: 4 categories, 24 product lists, 3 showroom pages)',
    );
  });

  it('exits 1 with one line per problem for another file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const file = join(dir, 'bad.yaml');
    let bad = mutate(SHIPPED, 'limit: 431', 'limit: many');
    bad = mutate(bad, 'to: wallet,', 'to: walet,');
    writeFileSync(file, mutate(bad, 'search: [title], price: false }', 'serch: [title], price: false }'));
    const out = run(file);
    expect(out.status).toBe(1);
    const lines = out.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/bad\.yaml: 2 problems$/);
    expect(lines.slice(1).map((l) => l.trim().replace(/ \(line \d+, col \d+\)/, ''))).toEqual([
      'lists[1].limit: expected a whole number from 1 to 10000, got "many"',
      'lists[22].serch: unknown key "serch" (did you mean "search"?)',
    ]);
  });

  it('reports a file that does not exist', () => {
    const out = run('no-such-file.yaml');
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('cannot read the file');
  });
});

describe('catalogue.schema.json', () => {
  it('is up to date with the zod schema (run `npm run schema` after changing it)', () => {
    expect(readFileSync('catalogue.schema.json', 'utf8')).toBe(catalogueJsonSchema());
  });

  it('is referenced from the YAML header for editor autocomplete', () => {
    expect(SHIPPED.split('\n')[0]).toBe('# yaml-language-server: $schema=./catalogue.schema.json');
  });
});
