import styled from 'styled-components';

/** Page-width column with side gutters; every section sits in one. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;
