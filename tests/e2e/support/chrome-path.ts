import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the suite drives: CHROME_PATH, else Debian's chromium, else a
 * browser Playwright installed itself. Playwright's own download cannot reach
 * its servers on these machines, so a missing browser stops the run with the
 * two ways to get one instead of a long stack trace.
 */
export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      '  Install one:   sudo apt-get install chromium   (Debian/Ubuntu; gives /usr/bin/chromium)',
      '  or point at one you have:   CHROME_PATH=/path/to/chrome npm run test:e2e',
    ].join('\n'),
  );
}

/** Flags known to work in the CI containers (no GPU, no sandbox, no background traffic). */
export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
