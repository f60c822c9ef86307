import { useCallback, useEffect, useRef } from 'react';
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';

type Idle = (run: () => void) => () => void;

// requestIdleCallback where the browser has it (Safari does not), else the next task.
const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

/**
 * keen-slider on a track element, created when the browser is idle rather than while the page hydrates:
 * setting a slider up measures every slide (a forced layout), which made the home page's hydration commit
 * one long task. Until then the pre-rendered first slide shows as it is; a press on a control or a due
 * advance creates the slider at once (`withSlider`), so nothing waits for the idle moment.
 */
export function useIdleSlider(options: KeenSliderOptions) {
  const track = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const ensure = useCallback(() => {
    if (!slider.current && track.current) slider.current = new KeenSlider(track.current, latest.current);
    return slider.current;
  }, []);

  useEffect(() => {
    const cancel = whenIdle(ensure);
    return () => {
      cancel();
      slider.current?.destroy();
      slider.current = null;
    };
  }, [ensure]);

  // Options that change after the first render (reduced motion is known only in the browser).
  const { loop, slides } = options;
  const duration = options.defaultAnimation?.duration;
  useEffect(() => {
    slider.current?.update(latest.current);
  }, [loop, slides, duration]);

  const withSlider = useCallback(
    (act: (s: KeenSliderInstance) => void) => {
      const s = ensure();
      if (s) act(s);
    },
    [ensure],
  );

  return { track, withSlider };
}
