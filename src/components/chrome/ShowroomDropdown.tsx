import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { AppLink } from '../link/AppLink';
import type { LinkItem } from '../types';
import { useDismiss } from './use-dismiss';
import { breakpoint } from '../../theme/layout';

const Wrap = styled.div`
  position: relative;
`;

export const NavButton = styled.button`
  min-height: 44px;
  padding: 0 var(--space-3);
  border: 0;
  background: none;
  color: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
`;

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: var(--space-2) 0;
  min-width: 240px;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  box-shadow: 0 8px 24px var(--shade-12);
  z-index: 20;
  @media (min-width: ${breakpoint.wide}) {
    position: absolute;
    top: 100%;
    left: 0;
  }
  a {
    display: block;
    padding: var(--space-3) var(--space-4);
    text-decoration: none;
  }
  a:hover {
    background: var(--color-background);
  }
`;

export interface ShowroomDropdownProps {
  /** Button text, e.g. 'Showroom'. */
  label: string;
  /** One link per showroom page. */
  links: LinkItem[];
  /** Called after a link is chosen (the nav bar closes its phone menu). */
  onNavigate?: () => void;
}

/** A disclosure button listing the showroom pages (not an ARIA menu: plain links are simpler to use). */
export function ShowroomDropdown({ label, links, onNavigate }: ShowroomDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  useDismiss(open, root, close);
  return (
    <Wrap ref={root}>
      <NavButton ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label} ▾
      </NavButton>
      <Menu id={id} hidden={!open}>
        {links.map((l) => (
          <li key={l.label}>
            {l.href && (
              <AppLink
                href={l.href}
                onClick={() => {
                  setOpen(false);
                  onNavigate?.();
                }}
              >
                {l.label}
              </AppLink>
            )}
          </li>
        ))}
      </Menu>
    </Wrap>
  );
}
