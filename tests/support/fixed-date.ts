import { afterEach, beforeEach, vi } from 'vitest';

/** Each test of the file runs with the clock at `now`: only Date is faked, so timers and waits stay real. */
export function fixDate(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());
}
