import Zoom from 'react-medium-image-zoom';
import { Image } from '../image/Image';
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
}

/**
 * A photo that opens full screen in a modal dialog. react-medium-image-zoom
 * already does what the spec asks (Escape, overlay or image click, wheel without
 * Ctrl, swipe, scroll lock, focus return), so we configure rather than rebuild it.
 */
export function ZoomImage({ image, openLabel, closeLabel, margin = 0, swipeThreshold = 10, eager }: ZoomImageProps) {
  return (
    <Zoom
      a11yNameButtonZoom={openLabel}
      a11yNameButtonUnzoom={closeLabel}
      zoomMargin={margin}
      swipeToUnzoomThreshold={swipeThreshold}
      wrapElement="span"
      ZoomContent={ZoomContent}
    >
      <Image image={image} eager={eager} />
    </Zoom>
  );
}
