import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from './chromium.ts';

export const CPU_SLOWDOWN = 4;

/** A fresh phone-sized page whose main thread runs CPU_SLOWDOWN times slower, as on a cheap phone. */
export async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}
