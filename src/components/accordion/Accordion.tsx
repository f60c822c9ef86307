import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  & + & { margin-top: ${({ theme }) => theme.space(2)}; }
  h3 { margin: 0; font-size: 1rem; }
`;

const Header = styled.button`
  width: 100%;
  min-height: 44px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  background: none;
  color: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &::after { content: '+' / ''; font-size: 1.25rem; }
  &[aria-expanded='true']::after { content: '−' / ''; }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

export interface AccordionItem {
  heading: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Index open at first; null for all closed. */
  initiallyOpen?: number | null;
}

/** One panel open at a time; headers are buttons with aria-expanded (WAI-ARIA accordion). */
export function Accordion({ items, initiallyOpen = 0 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const base = useId();
  return (
    <div>
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <Item key={item.heading}>
            <h3>
              <Header
                type="button"
                id={`${base}-h${i}`}
                aria-expanded={expanded}
                aria-controls={`${base}-p${i}`}
                onClick={() => setOpen(expanded ? null : i)}
              >
                {item.heading}
              </Header>
            </h3>
            <Panel id={`${base}-p${i}`} role="region" aria-labelledby={`${base}-h${i}`} hidden={!expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </div>
  );
}
