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
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.border};
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
  img { width: 100%; height: 100%; object-fit: cover; user-select: none; }
  a { display: block; height: 100%; }
`;

/**
 * Below the picture on a phone, where buttons over a 130px-high banner would
 * hide it; over the picture's edges from a tablet up.
 */
export const Controls = styled.div`
  order: 1;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  & > :first-child { margin-right: auto; }
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    position: absolute;
    inset: 0;
    z-index: 2;
    margin: 0;
    padding: ${({ theme }) => theme.space(2)};
    align-items: center;
    justify-content: space-between;
    pointer-events: none;
    & > * { pointer-events: auto; }
    & > :first-child { position: absolute; left: ${({ theme }) => theme.space(2)}; bottom: ${({ theme }) => theme.space(2)}; }
  }
`;

export const ControlButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.8); }
`;

export const RotationButton = styled(ControlButton)`
  font-size: 0.9rem;
`;
