import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AHEAD } from '../../../../src/components/product/card-window';
import { useWindowedCount, type WindowOptions } from '../../../../src/components/product/use-windowed-count';

/** Stands in for the browser's viewport tracking: the test says whether the marker is within range. */
class MarkerObserver {
  static last: MarkerObserver | undefined;
  observed = 0;
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    MarkerObserver.last = this;
  }
  observe() {
    this.observed += 1;
  }
  unobserve() {}
  disconnect() {}
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

function renderWindow(options: WindowOptions) {
  const hook = renderHook((props: WindowOptions) => useWindowedCount(props), { initialProps: options });
  // The marker element mounts after the grid.
  act(() => hook.result.current.sentinel(document.createElement('div')));
  return hook;
}

describe('useWindowedCount', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', MarkerObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('draws the first items, then one batch each time the marker comes within a screen of the viewport', () => {
    const { result } = renderWindow({ total: 100, first: 8, batch: 12 });
    const observer = MarkerObserver.last!;
    expect(observer.options?.rootMargin).toBe(AHEAD);
    expect(result.current.count).toBe(8);
    observer.report(false);
    expect(result.current.count).toBe(8);
    observer.report(true);
    expect(result.current.count).toBe(20);
    // No new report yet: no second batch, however long the wait.
    expect(result.current.count).toBe(20);
  });

  it('asks again after each batch, so a tall screen still in range gets the next one', () => {
    const { result } = renderWindow({ total: 30, first: 8, batch: 12 });
    const observer = MarkerObserver.last!;
    const before = observer.observed;
    observer.report(true);
    expect(result.current.count).toBe(20);
    expect(observer.observed, 'the marker is observed anew').toBeGreaterThan(before);
    observer.report(true);
    expect(result.current.count).toBe(30);
    observer.report(true);
    expect(result.current.count).toBe(30);
  });

  it('starts again from the first items when the search changes, and keeps a linked item drawn', () => {
    const { result, rerender } = renderWindow({ total: 100, first: 8, batch: 12, resetKey: '' });
    MarkerObserver.last!.report(true);
    MarkerObserver.last!.report(true);
    expect(result.current.count).toBe(32);
    rerender({ total: 60, first: 8, batch: 12, resetKey: 'silk' });
    expect(result.current.count).toBe(8);
    rerender({ total: 60, first: 8, batch: 12, resetKey: 'silk', atLeast: 41 });
    expect(result.current.count).toBe(41);
    MarkerObserver.last!.report(true);
    expect(result.current.count).toBe(53);
  });

  it('draws everything at once when asked to (going Back)', () => {
    const { result } = renderWindow({ total: 100, first: 100, batch: 12 });
    expect(result.current.count).toBe(100);
  });

  it('without IntersectionObserver, draws every item in steps', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderWindow({ total: 50, first: 8, batch: 12 });
    await waitFor(() => expect(result.current.count).toBe(50));
  });
});
