import { useEffect, useRef } from 'react';

/** What a visitor does to take over the scroll position: from then on it is theirs. */
const TAKEOVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Sizes unchanged this long: the page has settled, and watching stops (a scrollbar drag may send no event above). */
const SETTLED_MS = 1500;

/**
 * Brings the card with this HTML id into view once it is in the page, once per
 * id: typing in Search or cards painting later never pulls the visitor back.
 * The jump is instant, as for any link to a fragment: a smooth scroll past
 * hundreds of cards would cross cards that grow as they paint and miss the target.
 * Centred, so the sticky navigation bar never covers it.
 *
 * One scroll is not enough. Cards off screen skip layout (`content-visibility: auto`) and count as
 * their estimated `contain-intrinsic-size` until they are first drawn, so the jump is computed from
 * estimates; the cards it lands among are then laid out at their real height and push the target
 * down, below the fold (a 1280 x 900 screen saw the 300th Churidar card's top at 929 px). Dropping
 * `content-visibility` for every card above the target would lay out hundreds of cards to fix one
 * number; instead the page is watched (ResizeObserver on the grid and the body) and the card is
 * centred again whenever a size changes, until the visitor scrolls, taps or presses a key (their own
 * scrolling is never undone) or nothing has changed size for `SETTLED_MS`.
 */
export function useReveal(anchor: string | undefined, inPage: boolean): void {
  const revealed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!anchor || !inPage || revealed.current === anchor) return;
    const card = document.getElementById(anchor);
    if (!card) return;
    revealed.current = anchor;
    // jsdom has no layout, hence no scrollIntoView.
    const centre = () => card.scrollIntoView?.({ block: 'center' });
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    let quiet = window.setTimeout(() => stop(), SETTLED_MS);
    const watch = new ResizeObserver(() => {
      centre();
      window.clearTimeout(quiet);
      quiet = window.setTimeout(() => stop(), SETTLED_MS);
    });
    for (const el of [card.parentElement, document.body]) if (el) watch.observe(el);
    function stop() {
      watch.disconnect();
      window.clearTimeout(quiet);
      for (const type of TAKEOVER) window.removeEventListener(type, stop, true);
    }
    for (const type of TAKEOVER) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [anchor, inPage]);
}
