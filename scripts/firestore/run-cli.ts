import { inspect } from 'node:util';
import { ConfigError } from '../../src/config/errors.ts';
import { printable } from '../../src/domain/printable.ts';
import { UsageError } from './admin-connection.ts';

/**
 * Runs an owner script's main: its exit code, or a plain message and exit 1 for a usage,
 * config or Firestore error (status codes like PERMISSION_DENIED are what the owner needs).
 */
export function runCli(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(failureText(error));
      process.exitCode = 1;
    },
  );
}

/**
 * What a failed script prints: the message of a known error, else the whole error. Either may quote data
 * (an id, a document's value, a file's text) holding ESC or BEL, so each line goes through printable(),
 * keeping the line breaks and indentation of a multi-line message (a ConfigError's list of problems).
 */
export function failureText(error: unknown): string {
  const known = error instanceof UsageError || error instanceof ConfigError || (error as { code?: unknown } | null)?.code !== undefined;
  // Anything else is a fault: all of it (stack, cause), as console.error would show it.
  const text = known && error instanceof Error ? error.message : inspect(error);
  return text
    .split('\n')
    .map((line) => `${/^ */.exec(line)![0]}${printable(line)}`)
    .join('\n');
}
