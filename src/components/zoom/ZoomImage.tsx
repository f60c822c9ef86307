import styled from 'styled-components';
import { Image } from '../image/Image';
import type { Img } from '../types';

const Photo = styled.span`
  position: relative;
  display: block;
  height: 100%;
  img {
    cursor: zoom-in;
  }
`;

// Shown only when focused: keyboard visitors reach it, pointer visitors click the photo (as react-medium-image-zoom's own button).
const OpenButton = styled.button`
  position: absolute;
  inset: 10px 10px auto auto;
  /* 44 px: the spec's smallest touch target. */
  width: 44px;
  height: 44px;
  margin: 0;
  padding: 11px;
  border: none;
  border-radius: 50%;
  background-color: var(--shade-70);
  box-shadow: 0 0 1px var(--color-on-media);
  color: var(--color-on-media);
  cursor: zoom-in;
  touch-action: manipulation;
  &:not(:focus-visible):not(:active) {
    clip-path: inset(50%);
    pointer-events: none;
  }
`;

export interface ZoomImageProps {
  image: Img;
  /** Accessible name of the open button ('Expand image'), followed by the photo's alt text. */
  openLabel: string;
  eager?: boolean;
  /** How wide the photo is shown in the page (see Image). */
  sizes?: string;
}

/**
 * A photo that opens full screen: plain markup, no state or observers of its own, so a page can hold
 * hundreds. The page's one ZoomViewer opens whichever photo (or its button) was clicked.
 */
export function ZoomImage({ image, openLabel, eager, sizes }: ZoomImageProps) {
  const photo = <Image image={image} eager={eager} sizes={sizes} />;
  // Nothing to enlarge: the placeholder stays a plain box, not a button that opens nothing.
  if (!image.src) return photo;
  return (
    <Photo data-zoom-photo={image.src}>
      {photo}
      <OpenButton type="button" aria-label={`${openLabel}: ${image.alt}`}>
        <svg aria-hidden="true" focusable="false" fill="currentColor" viewBox="0 0 16 16">
          <path d="M 9 1 L 9 2 L 12.292969 2 L 2 12.292969 L 2 9 L 1 9 L 1 14 L 6 14 L 6 13 L 2.707031 13 L 13 2.707031 L 13 6 L 14 6 L 14 1 Z" />
        </svg>
      </OpenButton>
    </Photo>
  );
}
