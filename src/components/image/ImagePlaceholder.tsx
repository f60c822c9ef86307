import styled from 'styled-components';

const Box = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  background: var(--color-skeleton);
  border: 1px dashed var(--color-border);
`;

/** Stands in for a picture that is missing or failed to load, in the box the picture would have had. */
export function ImagePlaceholder({ alt, width, height }: { alt: string; width?: number; height?: number }) {
  return (
    <Box
      data-image-placeholder=""
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
    />
  );
}
