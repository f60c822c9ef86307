import type { CarouselProps } from '../../src/components/carousel/Carousel';
import type { CarouselConfig } from '../../src/kinds/home/sections/carousel/section';
import { fillTemplate } from '../../src/domain/templates';
import { paths, texts } from './site';

/** Carousel props from a carousel block of the config; a slide's interval falls back to the block's. */
export function carouselArgs(carousel: CarouselConfig): CarouselProps {
  const t = texts.carousel;
  const count = carousel.slides.length;
  return {
    label: carousel.label,
    fadeMs: carousel.fadeMs,
    controls: { previous: t.previous, next: t.next, pause: t.pause, play: t.play },
    slides: carousel.slides.map((s, i) => ({
      image: s.image,
      href: paths.hrefFor(s.to),
      intervalMs: s.intervalMs ?? carousel.intervalMs,
      label: fillTemplate(t.slide, { n: i + 1, count }),
    })),
  };
}
