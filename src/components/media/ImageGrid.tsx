import styled from 'styled-components';
import { Image } from '../image/Image';
import type { Img } from '../types';
import { breakpoint } from '../../theme/layout';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: ${breakpoint.tablet}) {
    grid-template-columns: repeat(4, 1fr);
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--color-border);
  }
`;

/** A square grid of pictures: two across on a phone, four from a tablet up. */
export function ImageGrid({ images }: { images: Img[] }) {
  return (
    <Grid>
      {images.map((image) => (
        <li key={image.src}>
          <Image image={image} />
        </li>
      ))}
    </Grid>
  );
}
