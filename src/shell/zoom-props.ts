import type { SiteCatalogue } from '../build-time/schema';
import type { ZoomImageProps } from '../components/zoom/ZoomImage';

export type ZoomSettings = Required<Pick<ZoomImageProps, 'openLabel' | 'closeLabel' | 'margin' | 'swipeThreshold'>>;

/** The zoom viewer's labels and gestures: the same for every picture the site lets visitors enlarge. */
export function zoomProps({ texts, settings }: SiteCatalogue): ZoomSettings {
  return {
    openLabel: texts.zoom.open,
    closeLabel: texts.zoom.close,
    margin: settings.zoomMargin,
    swipeThreshold: settings.swipeThresholdPx,
  };
}
