import { Image } from '../image/Image';
import { AppLink } from '../link/AppLink';
import { Slide } from './carousel-styles';
import type { CarouselSlide } from './Carousel';

interface Props {
  slide: CarouselSlide;
  shown: boolean;
  opacity: number;
  eager: boolean;
}

/**
 * One slide of the fade. Hidden slides are inert: they sit on top of each
 * other, so a transparent one must not catch clicks or keyboard focus.
 */
export function CarouselSlideView({ slide, shown, opacity, eager }: Props) {
  const { image, href, label } = slide;
  const img = <Image image={image} eager={eager} draggable={false} />;
  return (
    <Slide
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!shown}
      inert={!shown}
      style={{ opacity, zIndex: shown ? 1 : 0 }}
    >
      {href ? <AppLink href={href}>{img}</AppLink> : img}
    </Slide>
  );
}
