import styled from 'styled-components';

/** Reads a list again: in place of the cards when there are none, beside the note when there are. */
export const RetryButton = styled.button`
  min-height: 44px;
  padding: 0 var(--space-5);
  border: 0;
  border-radius: var(--radius);
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
