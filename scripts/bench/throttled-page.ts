import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHONE } from './chromium.ts';

export const CPU_SLOWDOWN = 4;

/**
 * Lighthouse's mobile network (slow 4G) as DevTools applies it: 150 ms RTT and 1.6 Mbps down
 * become 562.5 ms per request and 1.47 Mbps, 675 kbps up.
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: Math.floor((1474.56 * 1024) / 8),
  uploadThroughput: Math.floor((675 * 1024) / 8),
} as const;
export const SLOW_4G_LABEL = 'slow 4G';

/** A fresh phone-sized page whose main thread runs CPU_SLOWDOWN times slower, as on a cheap phone. */
export async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Slows `page` as on a cheap phone on mobile data: CPU_SLOWDOWN and SLOW_4G. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}
