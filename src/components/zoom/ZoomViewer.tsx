import { lazy, Suspense, useEffect, useState } from 'react';
import { pictureSources } from '../../domain/image-variants';
import { useImageVariants } from '../image/image-variants-context';
import type { ZoomSettings, ZoomTarget } from './zoom-target';

// The viewer's code (react-medium-image-zoom) is fetched when a visitor first opens a photo.
const ZoomDialog = lazy(() => import('./ZoomDialog'));

/**
 * The photo (and its open button) a click landed on, unless it is broken. A photo still loading opens too:
 * the viewer waits for its copy to decode, so a quick tap on a slow connection is not lost.
 */
function targetOf(event: MouseEvent): { photo: HTMLElement; img: HTMLImageElement } | undefined {
  if (event.defaultPrevented || !(event.target instanceof Element)) return undefined;
  const photo = event.target.closest<HTMLElement>('[data-zoom-photo]');
  const img = photo?.querySelector('img');
  if (!photo || !img || (img.complete && img.naturalWidth === 0 && img.currentSrc !== '')) return undefined;
  return { photo, img };
}

/**
 * The page's one zoom viewer: every ZoomImage is plain markup, and a single click listener opens
 * whichever photo or open button was used. Mounted once, by the site layout.
 */
export function ZoomViewer(settings: ZoomSettings) {
  const variants = useImageVariants();
  const [target, setTarget] = useState<ZoomTarget>();
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const found = targetOf(event);
      if (!found) return;
      const { photo, img } = found;
      // Claimed: a second viewer (a page drawn inside a frame that has one too, as in Storybook) leaves it alone.
      event.preventDefault();
      // The dialog returns focus to what had it when it opened: the photo's button, even when the photo itself was clicked.
      photo.querySelector('button')?.focus({ preventScroll: true });
      const { left, top, width, height } = img.getBoundingClientRect();
      setTarget((previous) => ({
        key: (previous?.key ?? 0) + 1,
        src: img.currentSrc || img.src,
        alt: img.alt,
        largest: pictureSources(photo.dataset.zoomPhoto ?? '', variants)?.largest,
        rect: { left, top, width, height },
        objectFit: getComputedStyle(img).objectFit,
      }));
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, [variants]);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ZoomDialog key={target.key} target={target} {...settings} />
    </Suspense>
  );
}
