/**
 * `npm test`, timed: runs the parts of package.json's `test` script (its `a && b && …` chain) one by
 * one, in order, stopping at the first failure, and prints `== <part>: <seconds> s` as each ends and
 * a summary at the end. package.json stays the one place the chain is written (README's `npm test`);
 * CI (.ci/run) runs this to see where its time goes.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface Stage {
  /** The part as printed: `test:unit`, `check-html -- --spec`. */
  name: string;
  command: string;
}

/** The parts of a chain `a && b && c`; anything but a plain chain is refused rather than misread. */
export function testStages(script: string): Stage[] {
  if (/\|\||[;|&()`$<>]/.test(script.replaceAll('&&', ''))) {
    throw new Error(`package.json's test script is not a plain "a && b" chain, so it cannot be timed part by part: ${script}`);
  }
  return script
    .split('&&')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((command) => ({ name: command.replace(/^npm run /, ''), command }));
}

export const stageLine = (name: string, seconds: number, failed = false) =>
  `== ${name}: ${seconds.toFixed(1)} s${failed ? ' (failed)' : ''}`;

/** Runs a command through the shell, its output straight through; resolves to its exit code. */
function runCommand(command: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs each stage in order, printing its time; stops at the first that fails. The exit code of the run. */
export async function runStages(
  stages: Stage[],
  {
    run = runCommand,
    print = (line: string) => console.log(line),
  }: { run?: (command: string) => Promise<number>; print?: (line: string) => void } = {},
): Promise<number> {
  const done: string[] = [];
  const started = performance.now();
  let code = 0;
  for (const stage of stages) {
    print(`== ${stage.name}`);
    const at = performance.now();
    code = await run(stage.command);
    const line = stageLine(stage.name, (performance.now() - at) / 1000, code !== 0);
    print(line);
    done.push(line);
    if (code !== 0) break;
  }
  print(
    [
      '== npm test, part by part:',
      ...done.map((l) => `  ${l.slice(3)}`),
      stageLine('in all', (performance.now() - started) / 1000, code !== 0),
    ].join('\n'),
  );
  return code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { test: string } };
  process.exitCode = await runStages(testStages(pkg.scripts.test));
}
