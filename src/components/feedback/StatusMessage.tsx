import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'info' | 'error';

const Box = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.dangerBg : theme.color.surface)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.muted)};
  border: 1px solid ${({ theme }) => theme.color.border};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
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
