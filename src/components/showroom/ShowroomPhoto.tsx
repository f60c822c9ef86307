import styled from 'styled-components';
import { Image } from '../image/Image';
import type { Img } from '../types';

const Frame = styled.div`
  aspect-ratio: 2 / 1;
  overflow: hidden;
  border-radius: var(--radius);
  background: var(--color-border);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The showroom's front photo at the top of its page: loaded first, it is the page's largest paint. */
export function ShowroomPhoto({ image }: { image: Img }) {
  return (
    <Frame>
      <Image image={image} eager sizes="(min-width: 1200px) 1168px, calc(100vw - 32px)" />
    </Frame>
  );
}
