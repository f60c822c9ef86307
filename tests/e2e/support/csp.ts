import type { Page } from '@playwright/test';

/** One Content-Security-Policy violation the page reported, as `directive blocked-URL (where)`. */
export type Violation = string;

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Records every `securitypolicyviolation` event of every document the page opens, from
 * before the first script runs (an init script), plus Chromium's console lines about the
 * policy ("Refused to ...", or "... violates the following Content Security Policy directive"),
 * which also cover what happens before the listener exists.
 */
export async function collectViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const refused: Violation[] = [];
  page.on('console', (message) => {
    if (/^Refused to|Content Security Policy directive/.test(message.text())) refused.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = (window.__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} ${e.blockedURI || '(inline)'} (${e.sourceFile || location.pathname}:${e.lineNumber})`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...refused];
}
