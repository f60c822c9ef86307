import type { Img } from '../types';

export interface ImageProps {
  image: Img;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean;
  /** Empty alt for a picture that only decorates (e.g. a poster behind a named button). */
  decorative?: boolean;
  draggable?: boolean;
}

/** Every picture of the site: sized to avoid layout shift, lazy unless it is the first thing seen. */
export function Image({ image, eager = false, decorative = false, draggable }: ImageProps) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      draggable={draggable}
    />
  );
}
