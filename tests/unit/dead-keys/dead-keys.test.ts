// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Program } from 'typescript';
import { ts } from '../architecture/typescript';
import { deadKeys, unreachedKeys, type DeadKey } from './detect';
import { fixtureDead, fixtureFiles, fixtureUnreached } from './fixture';
import { loadProgram } from './language-service';
import { projectRules } from './project';

// No dead keys: a key the YAML sets but no code reads misleads the owner into editing a value
// the site never shows. The detector type-checks the whole project: 15-60 s, by machine load.
const ROOT = resolve('.'); // vitest runs from the project root

const line = (d: DeadKey) => `${d.path}${d.others ? ` (+${d.others} more paths)` : ''}  (${d.where})`;
const report = (dead: DeadKey[]) =>
  `catalogue keys read by no code: read them, or remove them from the schema, catalogue.config.yaml ` +
  `and the tests and stories that set them:\n${dead.map((d) => `  ${line(d)}`).join('\n')}\n`;

const SCHEMA = join(ROOT, 'src/catalogue/schema.ts');

describe('catalogue.config.yaml keys', () => {
  // One program for both tests: building it is the slow part.
  let program: Program | undefined;
  const project = () => (program ??= loadProgram(ROOT));

  it('are each read by the site or the scripts', { timeout: 240_000 }, () => {
    const dead = deadKeys(project(), SCHEMA, 'catalogueSchema', projectRules(ROOT));
    expect(dead.map(line), report(dead)).toEqual([]);
  });

  it('are all reached from catalogueSchema, so that the detector sees them', { timeout: 240_000 }, () => {
    // Every zod object in src/ belongs to the catalogue: a key the walk misses would never be reported.
    const sources = project()
      .getSourceFiles()
      .filter((f) => f.fileName.startsWith(`${ROOT}/src/`) && !/\.(test|stories)\.tsx?$/.test(f.fileName));
    expect(unreachedKeys(project(), SCHEMA, 'catalogueSchema', sources, ROOT)).toEqual([]);
  });
});

describe('the dead-key detector', () => {
  it('reports the unread and the unreached keys of a fixture, and only those', { timeout: 60_000 }, () => {
    // Under the project root, so that zod resolves, but in memory only: no file is written.
    const root = join(ROOT, 'dead-keys-fixture');
    const schema = join(root, 'schema.ts');
    const program = loadProgram(ROOT, fixtureFiles(root));
    // A fixture that stopped compiling could pass or fail for the wrong reason.
    expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '))).toEqual([]);

    const dead = deadKeys(program, schema, 'shopSchema', projectRules(root));
    expect(dead.map((d) => d.path)).toEqual(fixtureDead);
    expect(report(dead)).toContain('\n  tagline  (schema.ts:13)\n');
    const sources = program.getSourceFiles().filter((f) => f.fileName.startsWith(`${root}/`));
    expect(unreachedKeys(program, schema, 'shopSchema', sources, root)).toEqual(fixtureUnreached);
  });
});
