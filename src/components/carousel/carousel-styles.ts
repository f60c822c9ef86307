import styled from 'styled-components';

export const Root = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
`;

export const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: var(--radius);
  background: var(--color-border);
`;

/** Slides sit on top of each other; keen-slider drives their opacity (a fade, not a slide). */
export const Track = styled.div`
  /* Tripled class: keen-slider's stylesheet sets position: relative with a two-part selector. */
  &&& {
    position: absolute;
    inset: 0;
  }
`;

export const Slide = styled.div`
  position: absolute;
  inset: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
  }
  a {
    display: block;
    height: 100%;
  }
`;

/**
 * A bar under the picture: the banners carry their own headline at the left,
 * and buttons over the picture would hide it.
 */
export const Controls = styled.div`
  order: 1;
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
  margin-top: var(--space-2);
  & > :first-child {
    margin-right: auto;
  }
`;

export const ControlButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: var(--color-brand-dark);
  }
`;

export const RotationButton = styled(ControlButton)`
  font-size: 0.9rem;
`;
