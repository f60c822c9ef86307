import styled from 'styled-components';
import { Image } from '../image/Image';
import type { Img } from '../types';
import { ZoomImage, type ZoomImageProps } from '../zoom/ZoomImage';

const Frame = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: var(--color-border);
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface CardImageProps {
  /** Without one (a product whose picture is unusable) the box shows a neutral placeholder. */
  image?: Img;
  /** The box's shape, e.g. '4 / 5': the page does not jump while the picture arrives. */
  ratio: string;
  eager?: boolean;
  /** How wide the card is shown (see Image). */
  sizes?: string;
  /** Given, the photo opens full screen in the page's zoom viewer. */
  zoom?: Pick<ZoomImageProps, 'openLabel'>;
}

/** A fixed-ratio image box: the page does not jump while images arrive. */
export function CardImage({ image = { src: '', alt: '' }, ratio, eager = false, sizes, zoom }: CardImageProps) {
  return (
    <Frame $ratio={ratio}>
      {zoom ? <ZoomImage image={image} eager={eager} sizes={sizes} {...zoom} /> : <Image image={image} eager={eager} sizes={sizes} />}
    </Frame>
  );
}
