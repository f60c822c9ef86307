import { useEffect, useRef } from 'react';

/**
 * Brings the card with this HTML id into view once it is in the page, once per
 * id: typing in Search or cards painting later never pulls the visitor back.
 * The jump is instant, as for any link to a fragment: a smooth scroll past
 * hundreds of cards would cross cards that grow as they paint and miss the target.
 * Centred, so the sticky navigation bar never covers it.
 */
export function useReveal(anchor: string | undefined, inPage: boolean): void {
  const revealed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!anchor || !inPage || revealed.current === anchor) return;
    const card = document.getElementById(anchor);
    if (!card) return;
    revealed.current = anchor;
    // jsdom has no layout, hence no scrollIntoView.
    card.scrollIntoView?.({ block: 'center' });
  }, [anchor, inPage]);
}
