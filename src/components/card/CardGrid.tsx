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
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '220px' }) => $min}), 1fr));
`;
