import type { BrowserContext, Page } from 'playwright-core';

/**
 * Resolves once no request of the page has been in flight for `quietMs`.
 * Lazy routes chain their downloads (entry, page chunk, data, images), so the
 * load event alone ends a first load too early. Given a browser context, its service workers' own
 * requests count too (Playwright reports them there when workers are allowed).
 */
export function networkQuiet(source: Page | BrowserContext, quietMs = 1000, timeoutMs = 30_000): Promise<void> {
  // Both emit the same three request events; their overloads just do not unify.
  const page = source as Page;
  const where = 'url' in source ? source.url() : 'the browser context';
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      clearTimeout(deadline);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const deadline = setTimeout(() => reject(new Error(`network never went quiet on ${where}`)), timeoutMs);
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}
