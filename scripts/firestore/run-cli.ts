import { ConfigError } from '../../src/config/errors.ts';
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
      const known = error instanceof UsageError || error instanceof ConfigError || (error as { code?: unknown }).code !== undefined;
      console.error(known ? (error as Error).message : error);
      process.exitCode = 1;
    },
  );
}
