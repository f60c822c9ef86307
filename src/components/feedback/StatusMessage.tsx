import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'info' | 'error';

const Box = styled.div<{ $tone: Tone }>`
  padding: var(--space-6) var(--space-4);
  border-radius: var(--radius);
  text-align: center;
  background: ${({ $tone }) => ($tone === 'error' ? 'var(--color-danger-bg)' : 'var(--color-surface)')};
  color: ${({ $tone }) => ($tone === 'error' ? 'var(--color-danger)' : 'var(--color-muted)')};
  border: 1px solid var(--color-border);
  display: grid;
  gap: var(--space-3);
  justify-items: center;
`;

/** A short message in place of content: empty list, no match, or a failure (announced). */
export function StatusMessage({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
