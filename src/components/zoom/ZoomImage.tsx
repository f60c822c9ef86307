import Zoom from 'react-medium-image-zoom';
import { pictureSources } from '../../domain/image-variants';
import { Image } from '../image/Image';
import { useImageVariants } from '../image/image-variants-context';
import type { Img } from '../types';
import { ZoomContent } from './zoom-content';

export interface ZoomImageProps {
  image: Img;
  /** Accessible names of the open ('Expand image') and close ('Minimize image') buttons. */
  openLabel: string;
  closeLabel: string;
  /** Space around the zoomed image, px (spec: 0). */
  margin?: number;
  /** Vertical swipe distance that closes the viewer on touch, px (spec: 10). */
  swipeThreshold?: number;
  eager?: boolean;
  /** How wide the photo is shown in the page (see Image). */
  sizes?: string;
}

/**
 * A photo that opens full screen in a modal dialog. react-medium-image-zoom
 * already does what the spec asks (Escape, overlay or image click, wheel without
 * Ctrl, swipe, scroll lock, focus return), so we configure rather than rebuild it.
 * Opened, it shows the widest resized copy: the page's own copy is too small to see the fabric.
 */
export function ZoomImage({ image, openLabel, closeLabel, margin = 0, swipeThreshold = 10, eager, sizes }: ZoomImageProps) {
  const picture = pictureSources(image.src, useImageVariants());
  const photo = <Image image={image} eager={eager} sizes={sizes} />;
  // Nothing to enlarge: the placeholder stays a plain box, not a button that opens nothing.
  if (!image.src) return photo;
  return (
    <Zoom
      a11yNameButtonZoom={openLabel}
      a11yNameButtonUnzoom={closeLabel}
      zoomMargin={margin}
      swipeToUnzoomThreshold={swipeThreshold}
      wrapElement="span"
      ZoomContent={ZoomContent}
      zoomImg={picture ? { src: picture.largest, alt: image.alt } : undefined}
    >
      {photo}
    </Zoom>
  );
}
