import type { Page } from 'playwright-core';
import { CARD_SELECTOR } from './cards.ts';
import { median } from './stats.ts';

export interface SearchLatency {
  /** Characters typed, one at a time, each into an empty Search box. */
  keys: string[];
  /** Keydown until the grid's cards changed in the DOM (which cards, not only how many), per key, ms. */
  domMs: number[];
  /** Keydown until the frame after that change (a proxy for its paint), per key, ms. */
  paintMs: number[];
  /** Backspace on the one-character query until the full grid was back, per key, ms. */
  clearMs: number[];
  median: { domMs: number; paintMs: number; clearMs: number };
}

type Timing = { domMs: number; paintMs: number };
declare global {
  interface Window {
    __benchKey?: Promise<Timing>;
  }
}

const SEARCH_INPUT = '[role="search"] input';

/**
 * Letters that change the grid but leave some of it: their count is nearest half the cards shown.
 * Judged on what Search reads, the title (h2) and the description (the summary of its details,
 * a plain paragraph in older builds), so a card kept for its description is not taken for one that goes.
 */
function pickKeys([selector, wanted]: readonly [string, number]): string[] {
  const texts = [...document.querySelectorAll(selector)].map((card) =>
    `${card.querySelector('h2')?.textContent ?? ''} ${(card.querySelector('summary') ?? card.querySelector('p'))?.textContent ?? ''}`.toLowerCase(),
  );
  const half = texts.length / 2;
  return [...'abcdefghijklmnopqrstuvwxyz0123456789']
    .map((key) => ({ key, hits: texts.filter((t) => t.includes(key)).length }))
    .filter(({ hits }) => hits > 0 && hits < texts.length)
    .sort((a, b) => Math.abs(a.hits - half) - Math.abs(b.hits - half))
    .slice(0, wanted)
    .map(({ key }) => key);
}

/**
 * Times the next keystroke in the Search box: from the keydown's own timestamp
 * (so time queued behind a busy main thread counts) until the grid shows other
 * cards. Compared by the cards' ids (else texts), not their count: a list that
 * draws its cards in batches may show as many matches as it showed cards.
 */
function armKeystroke([selector, inputSelector]: [string, string]) {
  const input = document.querySelector(inputSelector)!;
  // Written out twice, not a named helper: tsx would wrap one in __name(), which the page does not have.
  const before = [...document.querySelectorAll(selector)].map((card) => card.id || card.textContent).join('\n');
  window.__benchKey = new Promise<Timing>((resolve, reject) => {
    let start = 0;
    input.addEventListener('keydown', (event) => (start = event.timeStamp), { once: true, capture: true });
    const giveUp = setTimeout(() => reject(new Error('the grid did not change within 15 s of a keystroke')), 15_000);
    const observer = new MutationObserver(() => {
      if (start === 0 || [...document.querySelectorAll(selector)].map((card) => card.id || card.textContent).join('\n') === before) return;
      observer.disconnect();
      clearTimeout(giveUp);
      const domMs = performance.now() - start;
      requestAnimationFrame(() => setTimeout(() => resolve({ domMs, paintMs: performance.now() - start })));
    });
    observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
  });
}

async function timedPress(page: Page, key: string): Promise<Timing> {
  await page.evaluate(armKeystroke, [CARD_SELECTOR, SEARCH_INPUT] as [string, string]);
  await page.keyboard.press(key);
  return page.evaluate(() => window.__benchKey!);
}

/** On a page showing its full grid: type one character, time it, clear it, time that; `count` times. */
export async function measureSearch(page: Page, count = 5): Promise<SearchLatency> {
  const keys = await page.evaluate(pickKeys, [CARD_SELECTOR, count] as const);
  if (keys.length === 0) throw new Error('no character narrows the grid; cannot time the search');
  await page.focus(SEARCH_INPUT);
  const domMs: number[] = [];
  const paintMs: number[] = [];
  const clearMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const typed = await timedPress(page, keys[i % keys.length]!);
    domMs.push(typed.domMs);
    paintMs.push(typed.paintMs);
    await page.keyboard.press('ControlOrMeta+A');
    clearMs.push((await timedPress(page, 'Backspace')).domMs);
  }
  return {
    keys: Array.from({ length: count }, (_, i) => keys[i % keys.length]!),
    domMs,
    paintMs,
    clearMs,
    median: { domMs: median(domMs), paintMs: median(paintMs), clearMs: median(clearMs) },
  };
}
