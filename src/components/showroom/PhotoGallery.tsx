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
  /** Name of each photo's open button (the page's zoom viewer shows it). */
  openLabel: string;
}

/** A grid of photos, each opening full screen in the zoom viewer. */
export function PhotoGallery({ images, openLabel }: PhotoGalleryProps) {
  return (
    <Grid>
      {images.map((image) => (
        <li key={image.src}>
          <ZoomImage image={image} sizes={SIZES} openLabel={openLabel} />
        </li>
      ))}
    </Grid>
  );
}
