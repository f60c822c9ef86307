import type { Browser } from 'playwright-core';
import { loadAndTimeCards, type CardsReady } from './cards-ready.ts';
import { measureSearch, type SearchLatency } from './search-latency.ts';
import { median } from './stats.ts';
import { CPU_SLOWDOWN, throttledPage } from './throttled-page.ts';

export interface ListInteraction {
  route: string;
  cpuSlowdown: number;
  loads: CardsReady[];
  cards: number;
  /** Median over `loads` of navigation start until the last card was in the DOM, ms. */
  cardsReadyMs: number;
  search: SearchLatency;
  leaks: string[];
}

/** Cold loads of a long list under CPU throttling, then Search keystrokes on the last of them. */
export async function measureListInteraction(browser: Browser, origin: string, route: string, loads: number): Promise<ListInteraction> {
  const results: CardsReady[] = [];
  for (let i = 0; i < loads; i++) {
    const { context, page } = await throttledPage(browser);
    try {
      results.push(await loadAndTimeCards(page, origin + route));
      if (i < loads - 1) continue;
      const search = await measureSearch(page);
      return {
        route,
        cpuSlowdown: CPU_SLOWDOWN,
        loads: results,
        cards: results.at(-1)!.cards,
        cardsReadyMs: median(results.map((r) => r.ms)),
        search,
        leaks: results.flatMap((r) => r.leaks),
      };
    } finally {
      await context.close();
    }
  }
  throw new Error('measureListInteraction needs at least one load');
}
