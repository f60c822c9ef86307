import { useRef, useState } from 'react';
import { useReducedMotion } from '../media/use-reduced-motion';
import type { Img } from '../types';
import { CarouselSlideView } from './CarouselSlideView';
import { ControlButton, Controls, Frame, Root, RotationButton, Track } from './carousel-styles';
import { useAutoAdvance } from './use-auto-advance';
import { useHold } from './use-hold';
import { useIdleSlider } from './use-idle-slider';

export interface CarouselSlide {
  image: Img;
  /** Accessible name of the slide, e.g. '2 of 4'. */
  label: string;
  /** How long this slide stays before the next one, ms. */
  intervalMs: number;
  href?: string;
}

export interface CarouselProps {
  /** Names the carousel, e.g. 'New arrivals'. */
  label: string;
  /** At least one; with one slide there are no controls and no rotation. */
  slides: CarouselSlide[];
  /** Length of the cross-fade between slides, ms (none under reduced motion). */
  fadeMs: number;
  /** Button names: 'Previous slide', 'Next slide', 'Pause slideshow', 'Play slideshow'. */
  controls: { previous: string; next: string; pause: string; play: string };
  /** Load the first image at once (the hero is the page's largest paint). */
  eager?: boolean;
}

/** An auto-advancing fade carousel on keen-slider (set up when the page is idle), following the WAI-ARIA carousel pattern. */
export function Carousel({ label, slides, fadeMs, controls, eager = false }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [opacities, setOpacities] = useState<number[]>(() => slides.map((_, i) => (i === 0 ? 1 : 0)));
  const [chosen, setChosen] = useState<boolean | null>(null);
  const reduced = useReducedMotion();
  const rotationRef = useRef<HTMLButtonElement>(null);
  const { held, handlers } = useHold(rotationRef);
  const { track, withSlider } = useIdleSlider({
    loop: true,
    slides: slides.length,
    defaultAnimation: { duration: reduced === false ? fadeMs : 0 },
    detailsChanged: (s) => setOpacities(s.track.details.slides.map((x) => x.portion)),
    slideChanged: (s) => setCurrent(s.track.details.rel),
  });

  // Reduced motion never starts the show by itself; the visitor may still press Play.
  const playing = slides.length > 1 && (chosen ?? reduced === false);
  const running = playing && !held;
  useAutoAdvance(running, current, slides[current]?.intervalMs ?? 0, () => withSlider((s) => s.next()));

  const first = slides[0]?.image;
  const ratio = first?.width && first.height ? `${first.width} / ${first.height}` : '5 / 2';
  return (
    <Root aria-roledescription="carousel" aria-label={label} {...handlers}>
      {slides.length > 1 && (
        <Controls>
          <RotationButton ref={rotationRef} type="button" onClick={() => setChosen(!playing)}>
            <span className="visually-hidden">{playing ? controls.pause : controls.play}</span>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </RotationButton>
          <ControlButton type="button" onClick={() => withSlider((s) => s.prev())}>
            <span className="visually-hidden">{controls.previous}</span>
            <span aria-hidden="true">‹</span>
          </ControlButton>
          <ControlButton type="button" onClick={() => withSlider((s) => s.next())}>
            <span className="visually-hidden">{controls.next}</span>
            <span aria-hidden="true">›</span>
          </ControlButton>
        </Controls>
      )}
      <Frame $ratio={ratio}>
        <Track ref={track} className="keen-slider" aria-live={running ? 'off' : 'polite'}>
          {slides.map((s, i) => (
            <CarouselSlideView key={i} slide={s} shown={i === current} opacity={opacities[i] ?? 0} eager={eager && i === 0} />
          ))}
        </Track>
      </Frame>
    </Root>
  );
}
