// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runStages, testStages } from '../../../../scripts/ci/stages';

describe("CI's timed npm test", () => {
  it("runs exactly package.json's test chain, part by part, so README's npm test stays the one list", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const stages = testStages(pkg.scripts.test!);
    expect(stages.map((s) => s.command).join(' && ')).toBe(pkg.scripts.test);
    expect(stages[0]).toEqual({ name: 'typecheck', command: 'npm run typecheck' });
    expect(stages.map((s) => s.name)).toContain('check-html -- --spec');
  });

  it('refuses a script that is not a plain chain rather than timing something else', () => {
    for (const script of ['a || b', 'a; b', 'a | b', 'a && (b)', 'a & b', 'a && $(b)']) {
      expect(() => testStages(script), script).toThrow('not a plain "a && b" chain');
    }
  });

  it('prints each part with its seconds, stops at the first failure, and sums up', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const code = await runStages(testStages('npm run a && npm run b -- --x && npm run c'), {
      run: (command) => {
        ran.push(command);
        return Promise.resolve(command.includes(' b') ? 2 : 0);
      },
      print: (line) => lines.push(line),
    });
    expect(code).toBe(2);
    expect(ran).toEqual(['npm run a', 'npm run b -- --x']);
    expect(lines.slice(0, 4)).toEqual([
      '== a',
      expect.stringMatching(/^== a: \d+\.\d s$/),
      '== b -- --x',
      expect.stringMatching(/^== b -- --x: \d+\.\d s \(failed\)$/),
    ]);
    expect(lines[4]).toMatch(
      /^== npm test, part by part:\n {2}a: \d+\.\d s\n {2}b -- --x: \d+\.\d s \(failed\)\n== in all: \d+\.\d s \(failed\)$/,
    );
  });

  it('passes a real command through the shell and returns its exit code', async () => {
    const print = () => {};
    expect(await runStages([{ name: 'ok', command: 'node -e "process.exit(0)"' }], { print })).toBe(0);
    expect(await runStages([{ name: 'bad', command: 'node -e "process.exit(3)"' }], { print })).toBe(3);
  });
});
