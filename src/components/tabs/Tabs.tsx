import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

// One row at every width: a wrapped second row of tabs reads as a second tab list.
const List = styled.div`
  display: flex;
  gap: var(--space-1);
  overflow-x: auto;
  border-bottom: 2px solid var(--color-border);
`;

const Tab = styled.button`
  flex: 0 0 auto;
  min-height: 44px;
  padding: var(--space-2) var(--space-4);
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -2px;
  background: none;
  color: var(--color-muted);
  font-weight: 700;
  letter-spacing: 0.03em;
  cursor: pointer;
  &[aria-selected='true'] {
    color: var(--color-brand);
    border-bottom-color: var(--color-brand);
  }
  &:hover {
    color: var(--color-brand-dark);
  }
  @media (max-width: 480px) {
    padding: var(--space-2) var(--space-2);
    font-size: 0.875rem;
    letter-spacing: 0;
  }
`;

const Panel = styled.div`
  padding: var(--space-5) 0;
`;

export interface TabItem {
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** One tab per item; every panel stays mounted, hidden unless selected. */
  items: TabItem[];
  /** The tab selected at first. */
  defaultIndex?: number;
}

// Keys of the WAI-ARIA tabs pattern, as a step from the current tab (wrapping) or an absolute index.
const moves: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus
 * and selection together; only the selected tab is in the Tab order. Hidden
 * panels stay mounted, so what a visitor typed in one tab survives a switch.
 */
export function Tabs({ label, items, defaultIndex = 0 }: TabsProps) {
  const [selected, setSelected] = useState(defaultIndex);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    select(move(selected, items.length));
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <Tab
            key={item.label}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-t${i}`}
            aria-selected={i === selected}
            aria-controls={`${base}-p${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item, i) => (
        <Panel key={item.label} role="tabpanel" id={`${base}-p${i}`} aria-labelledby={`${base}-t${i}`} tabIndex={0} hidden={i !== selected}>
          {item.content}
        </Panel>
      ))}
    </div>
  );
}
