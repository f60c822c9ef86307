import styled from 'styled-components';
import { CardGrid } from '../card/CardGrid';
import { ZoomImage } from '../zoom/ZoomImage';
import type { Img } from '../types';

const Grid = styled(CardGrid).attrs({ $min: '150px' })`
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--color-border);
  }
`;

// 150 px cells: two or three across a phone, up to seven on a wide screen.
const SIZES = '(min-width: 1200px) 200px, (min-width: 768px) 25vw, 50vw';

export interface PhotoGalleryProps {
  images: Img[];
  /** Names of the zoom viewer's open and close buttons. */
  openLabel: string;
  closeLabel: string;
  /** Space around the zoomed photo, px. */
  margin?: number;
  /** Vertical swipe that closes the viewer on touch, px. */
  swipeThreshold?: number;
}

/** A grid of photos, each opening full screen in the zoom viewer. */
export function PhotoGallery({ images, openLabel, closeLabel, margin, swipeThreshold }: PhotoGalleryProps) {
  return (
    <Grid>
      {images.map((image) => (
        <li key={image.src}>
          <ZoomImage
            image={image}
            sizes={SIZES}
            openLabel={openLabel}
            closeLabel={closeLabel}
            margin={margin}
            swipeThreshold={swipeThreshold}
          />
        </li>
      ))}
    </Grid>
  );
}
