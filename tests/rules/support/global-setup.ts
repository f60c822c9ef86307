import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { renderRules } from '../../../scripts/firestore/render-rules';
import { specCatalogue } from '../../support/catalogue';
import { NOT_RUN, emulatorBin, startEmulator } from './emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The emulator's base URL, or '' when it is not installed (the suite is then skipped). */
    rulesEmulator: string;
  }
}

/**
 * One Google Cloud Firestore emulator for the rules suite, started with the rules of the frozen spec
 * config. Without one, the suite is skipped with a loud line, or fails where CI demands it
 * (CATALOGUE_REQUIRE_RULES_SUITE=1, set by .ci/run).
 */
export default async function setup({ provide }: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!existsSync(emulatorBin())) {
    if (process.env.CATALOGUE_REQUIRE_RULES_SUITE === '1')
      throw new Error(`${NOT_RUN}; CATALOGUE_REQUIRE_RULES_SUITE=1 makes that a failure (no emulator at ${emulatorBin()})`);
    process.stdout.write(`\n${NOT_RUN}\n\n`);
    provide('rulesEmulator', '');
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-rules-'));
  const rulesFile = join(dir, 'firestore.rules');
  writeFileSync(rulesFile, renderRules(specCatalogue()));
  const emulator = await startEmulator(rulesFile);
  provide('rulesEmulator', emulator.url);
  return async () => {
    await emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
