import { startTransition, useEffect, useRef, useState } from 'react';
import { AHEAD } from './card-window';

export interface WindowedCount {
  /** How many items to render. */
  count: number;
  /** Ref for the marker right after the rendered items: when it comes within `AHEAD` of the screen, one more batch is drawn. */
  sentinel: (element: Element | null) => void;
}

export interface WindowOptions {
  /** Items in the list (already filtered: the window covers what Search matched). */
  total: number;
  /** Rendered from the start (the pre-rendered HTML's cards; all of them going Back). */
  first: number;
  /** Added each time the marker comes near. */
  batch: number;
  /** Always rendered (a link to the 300th card must find it in the page). */
  atLeast?: number;
  /** When it changes (another search), the window shrinks back to `first`. */
  resetKey?: string;
}

/**
 * A window over a long list: the first `first` items, then `batch` more each time the visitor
 * scrolls within about a screen of the end, never the whole list at once (431 cards were 13,000
 * elements a phone had to keep laid out). Each batch is a transition, so typing and tapping stay
 * responsive while it renders.
 *
 * An IntersectionObserver reports only changes: after a batch the marker may still be in range (a
 * tall screen), and no new report would come. So once a batch is in the page the marker is observed
 * anew, which makes the observer report its position once more, measured after the new cards' layout.
 *
 * Without IntersectionObserver (jsdom, very old browsers) every item follows in steps, as before
 * windowing: nothing is ever out of reach.
 */
export function useWindowedCount({ total, first, batch, atLeast = 0, resetKey }: WindowOptions): WindowedCount {
  const [state, setState] = useState(() => ({ count: Math.min(total, first), key: resetKey }));
  let { count } = state;
  if (state.key !== resetKey) {
    // Adjusting state while rendering: another search starts again from the first batch.
    count = Math.min(total, first);
    setState({ count, key: resetKey });
  }
  const shown = Math.min(Math.max(count, atLeast), total);
  const more = shown < total;
  const step = Math.max(batch, 1);

  const [marker, setMarker] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (!marker || !observable) return;
    const io = new IntersectionObserver((entries) => setNear(entries[entries.length - 1]!.isIntersecting), {
      // The document, not the implicit root: inside a frame (Storybook, a test runner, an embed) the implicit
      // root is the top window's viewport and the margin is dropped, so the next batch would come too late.
      root: document,
      rootMargin: AHEAD,
    });
    io.observe(marker);
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [marker, observable]);

  // Near the end: one batch, then wait for the observer's next report (the marker is re-observed below).
  useEffect(() => {
    if (!near || !more) return;
    setNear(false);
    startTransition(() => setState((w) => ({ ...w, count: Math.min(total, Math.max(w.count, atLeast) + step) })));
  }, [near, more, total, atLeast, step]);

  // The new cards are laid out: ask where the marker is now (a fresh observe always reports once).
  useEffect(() => {
    const io = observer.current;
    if (!io || !marker) return;
    io.unobserve(marker);
    io.observe(marker);
  }, [shown, marker]);

  // No observer: the rest follows in steps, each a transition of its own.
  useEffect(() => {
    if (observable || !more) return;
    startTransition(() => setState((w) => ({ ...w, count: Math.min(total, Math.max(w.count, atLeast) + Math.max(step, first)) })));
  }, [observable, more, shown, total, atLeast, step, first]);

  return { count: shown, sentinel: setMarker };
}
