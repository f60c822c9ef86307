import { useEffect, type RefObject } from 'react';

/**
 * Plays a muted clip while it is on screen and pauses it off screen. With
 * preload="none" a clip below the fold costs nothing until the visitor scrolls
 * to it, which a bare `autoplay` attribute would not allow.
 */
export function usePlayInView(video: RefObject<HTMLVideoElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = video.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) el.play()?.catch(() => {});
        else el.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      el.pause();
    };
  }, [video, enabled]);
}
