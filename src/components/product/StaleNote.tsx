import styled from 'styled-components';
import { RetryButton } from './RetryButton';

export interface StaleNoteProps {
  /** Why the products could not be read again, and when those shown were read. */
  text: string;
  retryLabel: string;
  onRetry: () => void;
  /** True while the list is being read again: Retry waits. */
  busy?: boolean;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  margin: 0 0 var(--space-3);
`;

// A status, not an alert: the cards below are still good to look at and search.
const Text = styled.p`
  color: var(--color-muted);
  margin: 0;
  flex: 1 1 16rem;
`;

/** Above the cards a page already had, when reading them again failed: what happened, and Retry. */
export function StaleNote({ text, retryLabel, onRetry, busy = false }: StaleNoteProps) {
  return (
    <Row>
      <Text role="status">{text}</Text>
      <RetryButton type="button" onClick={onRetry} disabled={busy}>
        {retryLabel}
      </RetryButton>
    </Row>
  );
}
