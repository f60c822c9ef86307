import type { Page } from 'playwright-core';
import { CARD_SELECTOR } from './cards.ts';
import { networkQuiet } from './network-quiet.ts';
import { staysLocal } from './loopback.ts';

export interface CardsReady {
  cards: number;
  /** ms from navigation start until the last card of the full grid was in the DOM. */
  ms: number;
  leaks: string[];
}

type Trace = Array<[ms: number, cards: number]>;
declare global {
  interface Window {
    __benchCards?: Trace;
  }
}

/**
 * Records, from before any app script runs, each change of the card count with
 * its time since navigation start (performance.now()).
 */
function traceCards(selector: string) {
  const trace: Trace = [];
  window.__benchCards = trace;
  let last = 0;
  new MutationObserver(() => {
    const count = document.querySelectorAll(selector).length;
    if (count !== last) trace.push([performance.now(), (last = count)]);
  }).observe(document, { childList: true, subtree: true });
}

/** Loads a list route cold on `page` and reports when its whole grid was in the DOM. */
export async function loadAndTimeCards(page: Page, url: string): Promise<CardsReady> {
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (!staysLocal(request.url())) leaks.push(request.url());
  });
  await page.addInitScript(traceCards, CARD_SELECTOR);
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await quiet;
  // The HTML holds the first screen; the rest arrives after hydration, when the list is read again.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  // A throttled render of hundreds of cards can outlast the network's quiet spell.
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 0, CARD_SELECTOR, { timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const last = window.__benchCards?.at(-1);
      return last !== undefined && performance.now() - last[0] > 1000;
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  );
  const trace = await page.evaluate(() => window.__benchCards ?? []);
  const final = trace.at(-1)!;
  const first = trace.find(([, count]) => count === final[1])!;
  return { cards: final[1], ms: first[0], leaks };
}
