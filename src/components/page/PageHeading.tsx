import styled from 'styled-components';

export const PageHeading = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  color: var(--color-brand-dark);
  margin: var(--space-4) 0;
`;

export const SectionHeading = styled.h2`
  font-size: clamp(1.25rem, 3vw, 1.75rem);
  color: var(--color-brand-dark);
  margin: var(--space-8) 0 var(--space-4);
`;
