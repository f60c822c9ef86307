import styled from 'styled-components';

/**
 * Responsive list grid: one column on a narrow phone, as many `$min`-wide
 * columns as fit above. Cards, photos, videos and frames all use it.
 */
export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-4);
  align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '220px' }) => $min}), 1fr));
`;

/**
 * `sizes` of a picture filling a default (220 px) cell: the page's full width on a phone, about a
 * third on a tablet, a fixed width once the page stops growing. A little generous: too large
 * a copy costs some bytes, too small a blurred photo.
 */
export const CARD_GRID_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, (min-width: 500px) 50vw, 100vw';
