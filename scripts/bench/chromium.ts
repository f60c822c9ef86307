import { CHROME_ARGS } from '../chromium.ts';

export { chromePath } from '../chromium.ts';

/**
 * Flags for every browser the benchmark starts. Any host other than loopback
 * fails to resolve, and anything else (an IP literal) goes to a proxy that is not
 * there, so neither the page nor Chromium nor Lighthouse reaches the internet
 * even if something tries; loopback bypasses proxies by default.
 */
export const CHROME_FLAGS = [
  ...CHROME_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--proxy-server=http://127.0.0.1:9',
];

/** The phone Lighthouse's mobile preset emulates (Moto G Power), used for the Playwright runs too. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
