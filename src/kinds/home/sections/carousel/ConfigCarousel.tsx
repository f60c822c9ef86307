import { useCatalogue } from '../../../../shell/catalogue-context';
import { Carousel } from '../../../../components/carousel/Carousel';
import type { CarouselConfig } from './section';
import { fillTemplate } from '../../../../domain/templates';

/** A carousel from its config block: per-slide intervals fall back to the carousel's own. */
export function ConfigCarousel({ carousel, eager = false }: { carousel: CarouselConfig; eager?: boolean }) {
  const { catalogue, paths } = useCatalogue();
  const t = catalogue.texts.carousel;
  const count = carousel.slides.length;
  const slides = carousel.slides.map((s, i) => ({
    image: s.image,
    href: paths.hrefFor(s.to),
    intervalMs: s.intervalMs ?? carousel.intervalMs,
    label: fillTemplate(t.slide, { n: i + 1, count }),
  }));
  return (
    <Carousel
      label={carousel.label}
      slides={slides}
      fadeMs={carousel.fadeMs}
      controls={{ previous: t.previous, next: t.next, pause: t.pause, play: t.play }}
      eager={eager}
    />
  );
}
