import styled from 'styled-components';
import { Image } from '../image/Image';
import type { Img } from '../types';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: repeat(4, 1fr);
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.border};
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
