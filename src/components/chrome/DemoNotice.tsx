import { useId } from 'react';
import styled from 'styled-components';

// text on surface: a pair the catalogue's contrast check measures.
const Notice = styled.aside`
  background: var(--color-surface);
  color: var(--color-text);
  border-bottom: 2px dashed var(--color-brand);
  text-align: center;
  font-size: 0.9rem;
  p {
    margin: 0;
    padding: var(--space-1) var(--space-4);
  }
`;

export interface DemoNoticeProps {
  /** What the visitor should know, e.g. 'Demo site: the products are samples and enquiries are not sent to the shop.' */
  text: string;
  /** Said below it when this browser shows changes only it has (the demo owner's products). */
  changes?: string;
}

/** A thin band on every page of a demo build, so nobody mistakes it for the shop (or its form for a real one). */
export function DemoNotice({ text, changes }: DemoNoticeProps) {
  const id = useId();
  return (
    <Notice aria-labelledby={id} data-demo-notice="">
      <p id={id}>{text}</p>
      {changes && <p data-demo-changes="">{changes}</p>}
    </Notice>
  );
}
