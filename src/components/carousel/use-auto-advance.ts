import { useEffect, useRef } from 'react';

/**
 * Calls `advance` once `delayMs` after the slide `current` was shown, while
 * `running`. Each slide restarts the clock, so every slide can keep its own
 * interval (the hero's first slide stays 10 s, the next ones 2 s).
 */
export function useAutoAdvance(running: boolean, current: number, delayMs: number, advance: () => void): void {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [running, current, delayMs]);
}
