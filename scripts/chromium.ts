import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser every tool here drives (Playwright suites, Storybook tests, the
 * benchmark): CHROME_PATH, else Debian's chromium, else a browser Playwright
 * installed itself. Playwright's own download cannot reach its servers on these
 * machines, so nothing here ever downloads one.
 */
export function findChromePath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const bundled = chromium.executablePath();
  return bundled && existsSync(bundled) ? bundled : undefined;
}

/** Like findChromePath, but a missing browser stops the run with the two ways to get one. */
export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  const found = findChromePath(env);
  if (found) return found;
  const fromEnv = env.CHROME_PATH?.trim();
  throw new Error(
    [
      fromEnv ? `CHROME_PATH is set to ${fromEnv}, but no file is there.` : 'No Chromium found for the browser tests.',
      '  Install one:   sudo apt-get install chromium   (Debian/Ubuntu; gives /usr/bin/chromium)',
      '  or point at one you have:   CHROME_PATH=/path/to/chrome npm test',
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
