import styled from 'styled-components';
import type { Img } from '../types';

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.border};
`;

/** The showroom's front photo at the top of its page: loaded first, it is the page's largest paint. */
export function ShowroomPhoto({ image }: { image: Img }) {
  return (
    <Photo src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="async" />
  );
}
