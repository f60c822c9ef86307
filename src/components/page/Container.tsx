import styled from 'styled-components';

/** Page-width column with side gutters; every section sits in one. */
export const Container = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 0 var(--space-4);
`;
