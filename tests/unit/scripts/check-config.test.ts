import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_CONFIG } from '../../../scripts/catalogue/catalogue-file';
import { catalogueJsonSchema } from '../../../src/build-time/json-schema';
import { SPEC, mutate } from '../../support/catalogue';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/check-config.ts', ...args], { encoding: 'utf8' });

describe('npm run check-config', () => {
  // The summary counts the specification's pages; the owner's file is checked by `npm run check-config` itself.
  it("exits 0 with a one-line summary on the specification's file", () => {
    const out = run(SPEC_CONFIG);
    // The frozen specification predates some texts: they are listed as the engine's, not refused.
    const [heading = '', ...fallbacks] = out.stderr.trim().split('\n');
    expect(heading).toMatch(new RegExp(`^${SPEC_CONFIG}: \\d+ texts? uses? the engine's English default:$`));
    for (const line of fallbacks)
      expect(line).toMatch(/^ {2}texts\.[\w.]+ \(line \d+, col \d+\): not set, so the engine's English default ".+" is shown/);
    expect(out.status).toBe(0);
    expect(out.stdout.trim()).toBe(`${SPEC_CONFIG}: OK (35 routes: 4 categories, 24 product lists, 3 showroom pages)`);
  });

  it('exits 1 with one line per problem for another file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const file = join(dir, 'bad.yaml');
    let bad = mutate(SPEC, 'limit: 431', 'limit: many');
    bad = mutate(bad, 'to: wallet,', 'to: walet,');
    writeFileSync(file, mutate(bad, 'search: [title], price: false }', 'serch: [title], price: false }'));
    const out = run(file);
    expect(out.status).toBe(1);
    const lines = out.stderr.trim().split('\n');
    // Shape problems first: the reference to "walet" is checked once the shapes are right.
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

/** Every catalogue YAML in the repository: the shipped one, the examples and the test fixtures. */
function catalogueFiles(): string[] {
  const under = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('catalogue.config.yaml') && !f.split('/').includes('node_modules'))
      .map((f) => join(dir, f));
  return ['catalogue.config.yaml', ...under('examples'), ...under('tests/fixtures')];
}

describe('catalogue.schema.json', () => {
  it('is up to date with the zod schema (run `npm run schema` after changing it)', () => {
    expect(readFileSync('catalogue.schema.json', 'utf8')).toBe(catalogueJsonSchema());
  });

  it('is referenced from the header of every catalogue YAML, for editor autocomplete', () => {
    const files = catalogueFiles();
    expect(files).toEqual(expect.arrayContaining(['catalogue.config.yaml', 'examples/shoe-shop/catalogue.config.yaml', SPEC_CONFIG]));
    for (const file of files) {
      const header = /^# yaml-language-server: \$schema=(\S+)\n/.exec(readFileSync(file, 'utf8'));
      expect(header, `${file}: first line`).not.toBeNull();
      expect(resolve(dirname(file), header![1]!), file).toBe(resolve('catalogue.schema.json'));
    }
  });
});
