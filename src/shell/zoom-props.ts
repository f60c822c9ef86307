import type { SiteCatalogue } from '../catalogue/schema';
import type { ZoomSettings } from '../components/zoom/zoom-target';

/** The zoom viewer's labels and gestures: the same for every picture the site lets visitors enlarge. */
export function zoomProps({ texts, settings }: SiteCatalogue): Required<ZoomSettings> & { openLabel: string } {
  return {
    openLabel: texts.zoom.open,
    closeLabel: texts.zoom.close,
    margin: settings.zoomMargin,
    swipeThreshold: settings.swipeThresholdPx,
  };
}
