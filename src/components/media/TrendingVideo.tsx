import { useRef } from 'react';
import styled from 'styled-components';
import { useReducedMotion } from './use-reduced-motion';
import { usePlayInView } from './use-play-in-view';
import { videoType } from './video-type';

const Video = styled.video`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: var(--radius);
  background: var(--color-border);
`;

export interface TrendingVideoProps {
  /** Accessible name of the clip. */
  title: string;
  poster: string;
  /** The same clip in several formats, best first (e.g. .webm then .mp4). */
  sources: string[];
}

/**
 * A short silent looping clip. It plays by itself only on screen and never
 * when the visitor prefers reduced motion; the native controls can always pause it.
 */
export function TrendingVideo({ title, poster, sources }: TrendingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  usePlayInView(ref, reduced === false);
  return (
    <Video ref={ref} aria-label={title} poster={poster} preload="none" loop muted playsInline controls>
      {sources.map((src) => (
        <source key={src} src={src} type={videoType(src)} />
      ))}
    </Video>
  );
}
