import { useState } from 'react';
import styled from 'styled-components';
import { Image } from '../image/Image';
import type { Img } from '../types';

const Box = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--color-media);
  img,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    object-fit: cover;
  }
`;

const Play = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  border: 0;
  background: var(--shade-25);
  color: var(--color-on-media);
  cursor: pointer;
  display: grid;
  place-items: center;
  span[aria-hidden] {
    width: 68px;
    height: 68px;
    border-radius: 50%;
    background: var(--shade-70);
    display: grid;
    place-items: center;
    font-size: 1.8rem;
  }
  &:hover span[aria-hidden],
  &:focus-visible span[aria-hidden] {
    background: var(--color-brand);
  }
`;

export interface EmbedFacadeProps {
  /** Title of the frame once loaded, and part of the button's name before. */
  title: string;
  /** Address of the third-party frame, loaded only after the click. */
  src: string;
  /** Local image shown until then. */
  poster: Img;
  /** Accessible name of the play button, e.g. 'Load and play: Saree draping styles'. */
  playLabel: string;
  /** CSS aspect ratio of the box, e.g. '16 / 9'. */
  ratio?: string;
  /** On the first screen: the poster loads at once with high priority (it may be the page's largest paint). */
  eager?: boolean;
}

/**
 * A local poster with a play button that loads the third-party frame only when
 * clicked, so maps, videos and social plugins cost nothing at first load.
 */
export function EmbedFacade({ title, src, poster, playLabel, ratio = '16 / 9', eager = false }: EmbedFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <Box $ratio={ratio}>
      {loaded ? (
        <iframe
          title={title}
          src={src}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <Image image={poster} decorative eager={eager} />
          <Play type="button" onClick={() => setLoaded(true)}>
            <span className="visually-hidden">{playLabel}</span>
            <span aria-hidden="true">▶</span>
          </Play>
        </>
      )}
    </Box>
  );
}
