import { rm } from 'node:fs/promises';

/** Screenshots live outside Playwright's own output folder, so each run clears the last run's. */
export default async function globalSetup(): Promise<void> {
  await rm('test-results/screenshots', { recursive: true, force: true });
}
