import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  & + & {
    margin-top: var(--space-2);
  }
`;

// The same look at either level: the level follows the page outline, not the design.
const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Header = styled.button`
  width: 100%;
  min-height: 44px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border: 0;
  background: none;
  color: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '+' / '';
    font-size: 1.25rem;
  }
  &[aria-expanded='true']::after {
    content: '−' / '';
  }
`;

const Panel = styled.div`
  padding: 0 var(--space-4) var(--space-4);
`;

export interface AccordionItem {
  heading: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Index open at first; null for all closed. */
  initiallyOpen?: number | null;
  /** Heading level of the headers: 3 under a section heading, 2 directly under the page heading. */
  headingLevel?: 2 | 3;
}

/** One panel open at a time; headers are buttons with aria-expanded (WAI-ARIA accordion). */
export function Accordion({ items, initiallyOpen = 0, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const base = useId();
  return (
    <div>
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <Item key={item.heading}>
            <Heading as={headingLevel === 2 ? 'h2' : 'h3'}>
              <Header
                type="button"
                id={`${base}-h${i}`}
                aria-expanded={expanded}
                aria-controls={`${base}-p${i}`}
                onClick={() => setOpen(expanded ? null : i)}
              >
                {item.heading}
              </Header>
            </Heading>
            <Panel id={`${base}-p${i}`} role="region" aria-labelledby={`${base}-h${i}`} hidden={!expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </div>
  );
}
