import styled from 'styled-components';

/** Responsive grid: one column on a narrow phone, as many 220px columns as fit above. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;
