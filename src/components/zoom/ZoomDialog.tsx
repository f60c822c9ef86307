import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { Controlled, type ControlledProps } from 'react-medium-image-zoom';
import styled from 'styled-components';
import { ZoomContent } from './zoom-content';
import type { ZoomSettings, ZoomTarget } from './zoom-target';

type ContentProps = Parameters<NonNullable<ControlledProps['ZoomContent']>>[0];

const Ready = createContext<() => void>(() => undefined);

/** The library renders its content once it has decoded the photo: only then can it open. */
function ReadyContent(props: ContentProps) {
  const ready = useContext(Ready);
  useEffect(() => ready(), [ready]);
  return <ZoomContent {...props} />;
}

// The library's own open button would repeat the card's: the card's button is the one visitors use.
const Stage = styled.span`
  [data-rmiz-ghost] {
    display: none;
  }
`;

export interface ZoomDialogProps extends ZoomSettings {
  target: ZoomTarget;
}

/**
 * One photo full screen in a modal dialog. react-medium-image-zoom already does what the spec asks
 * (Escape, overlay or image click, wheel without Ctrl, swipe, scroll lock), so we configure rather than
 * rebuild it. It zooms an invisible copy laid over the photo; focus returns to the photo's button,
 * which had it when the dialog opened (native <dialog> behaviour). Loaded on first use only.
 */
export default function ZoomDialog({ target, closeLabel, margin = 0, swipeThreshold = 10 }: ZoomDialogProps) {
  const [zoomed, setZoomed] = useState(false);
  const open = useCallback(() => setZoomed(true), []);
  const { rect } = target;
  return (
    <Ready.Provider value={open}>
      <Stage>
        <Controlled
          isZoomed={zoomed}
          onZoomChange={(value) => setZoomed(value)}
          a11yNameButtonUnzoom={closeLabel}
          zoomMargin={margin}
          swipeToUnzoomThreshold={swipeThreshold}
          wrapElement="span"
          ZoomContent={ReadyContent}
          zoomImg={target.largest ? { src: target.largest, alt: target.alt } : undefined}
        >
          <img
            src={target.src}
            alt={target.alt}
            style={{ position: 'fixed', ...rect, objectFit: target.objectFit as 'cover', visibility: 'hidden', margin: 0 }}
          />
        </Controlled>
      </Stage>
    </Ready.Provider>
  );
}
