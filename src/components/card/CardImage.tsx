import styled from 'styled-components';
import { Image } from '../image/Image';
import type { Img } from '../types';

const Frame = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** A fixed-ratio image box: the page does not jump while images arrive. */
export function CardImage({ image, ratio, eager = false }: { image: Img; ratio: string; eager?: boolean }) {
  return (
    <Frame $ratio={ratio}>
      <Image image={image} eager={eager} />
    </Frame>
  );
}
