import { useEffect, useRef, useState } from 'react';
import { pictureSources } from '../../domain/image-variants';
import type { Img } from '../types';
import { ImagePlaceholder } from './ImagePlaceholder';
import { useLocalPhoto } from './use-local-photo';
import { useImageVariants } from './image-variants-context';
import { DEMO_BUILD } from '../../domain/demo-build';

// Chosen once per build (never between renders): a Firebase build holds no local photos, nor the code reading them.
const usePhoto: typeof useLocalPhoto = DEMO_BUILD ? useLocalPhoto : (src) => ({ src, local: false });

export interface ImageProps {
  /** Without a src (a product whose picture is unusable) the placeholder shows. */
  image: Img;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean;
  /** Empty alt for a picture that only decorates (e.g. a poster behind a named button). */
  decorative?: boolean;
  draggable?: boolean;
  /** How wide the picture is shown (the `sizes` attribute), so the browser fetches the smallest copy that is sharp enough. */
  sizes?: string;
}

// An error before hydration fires no React handler: the element itself tells, once mounted.
// A lazy picture not yet requested has no currentSrc, and is not broken.
const failed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '';

/**
 * Every picture of the site: sized to avoid layout shift, lazy unless it is the first thing seen,
 * as resized modern-format copies where the catalogue names them, and a placeholder if it cannot show.
 */
export function Image({ image, eager = false, decorative = false, draggable, sizes = '100vw' }: ImageProps) {
  const variants = useImageVariants();
  // A demo owner's photo is read from this browser (an undefined src until then shows the placeholder).
  const shown = usePhoto(image.src);
  const ref = useRef<HTMLImageElement>(null);
  const [brokenSrc, setBrokenSrc] = useState<string>();
  useEffect(() => {
    if (ref.current && failed(ref.current)) setBrokenSrc(image.src);
  }, [image.src]);

  const alt = decorative ? '' : image.alt;
  if (!shown.src || brokenSrc === image.src) return <ImagePlaceholder alt={alt} width={image.width} height={image.height} />;

  // A photo read from this browser is one file: no copies exist to offer.
  const picture = shown.local ? undefined : pictureSources(shown.src, variants);
  // With a <picture>, every copy (the fallback format's too) is offered by a <source> and the <img>
  // has no srcset: the zoom viewer copies an <img>'s srcset into images of its own, which would fetch
  // the fallback format as well as the one the browser chose; without one it reuses currentSrc.
  const img = (
    <img
      ref={ref}
      src={shown.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      draggable={draggable}
      onError={() => setBrokenSrc(image.src)}
    />
  );
  if (!picture) return img;
  // display: contents: the <img> stays the box its container styles, as without <picture>.
  return (
    <picture style={{ display: 'contents' }}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <source srcSet={picture.srcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
