import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrendingVideo } from '../../../../src/components/media/TrendingVideo';

/** Stands in for the browser's viewport tracking: the test says when the clip scrolls into view. */
class ViewportObserver {
  static last: ViewportObserver | undefined;
  private connected = true;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
  scroll(isIntersecting: boolean) {
    if (!this.connected) return;
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

const renderVideo = () =>
  render(<TrendingVideo title="Trending sarees" poster="/p.svg" sources={['/v/a.webm', '/v/a.mp4']} />).container.querySelector('video')!;

describe('TrendingVideo', () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;
  const original = window.matchMedia;
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', ViewportObserver);
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.matchMedia = original;
  });

  it('is a silent looping clip that loads nothing before it is needed', () => {
    const video = renderVideo();
    expect(video).toHaveAttribute('aria-label', 'Trending sarees');
    expect(video).toHaveAttribute('poster', '/p.svg');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video.controls).toBe(true);
    const sources = [...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')]);
    expect(sources).toEqual([
      ['/v/a.webm', 'video/webm'],
      ['/v/a.mp4', 'video/mp4'],
    ]);
  });

  it('plays while on screen and pauses off screen', () => {
    renderVideo();
    expect(play).not.toHaveBeenCalled();
    ViewportObserver.last!.scroll(true);
    expect(play).toHaveBeenCalledTimes(1);
    ViewportObserver.last!.scroll(false);
    expect(pause).toHaveBeenCalled();
  });

  it('never plays by itself when the visitor prefers reduced motion', () => {
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(prefers-reduced-motion: reduce)' });
    ViewportObserver.last = undefined;
    renderVideo();
    (ViewportObserver.last as ViewportObserver | undefined)?.scroll(true);
    expect(play).not.toHaveBeenCalled();
  });
});
