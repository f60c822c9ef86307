import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { LinkItem } from '../types';
import { NavButton, ShowroomDropdown } from './ShowroomDropdown';
import { useDismiss } from './use-dismiss';
import { breakpoint } from '../../theme/layout';

const Bar = styled.header`
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
  position: sticky;
  top: 0;
  z-index: 30;
`;

const Inner = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 0 var(--space-4);
  min-height: 60px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Brand = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  font-weight: 700;
  font-size: 1.1rem;
  line-height: 1.2;
  white-space: nowrap;
  color: var(--color-brand-dark);
  text-decoration: none;
  img {
    width: auto;
    height: 36px;
  }
`;

const MenuToggle = styled(NavButton)`
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  @media (min-width: ${breakpoint.wide}) {
    display: none;
  }
`;

const Links = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  padding: var(--space-2) var(--space-4) var(--space-4);
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
  > ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: inherit;
  }
  a {
    white-space: nowrap;
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 10px;
    color: inherit;
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: var(--color-brand);
    text-decoration: underline;
    text-underline-offset: 6px;
  }
  @media (min-width: ${breakpoint.wide}) {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    padding: 0;
    border: 0;
  }
`;

const Cta = styled(NavLink)`
  && {
    margin-left: var(--space-2);
    background: var(--color-brand);
    color: var(--color-on-brand);
    border-radius: var(--radius);
    justify-content: center;
  }
  &&[aria-current='page'] {
    color: var(--color-on-brand);
  }
`;

export interface NavBarProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Shop name and optional logo, linking home. */
  brand: { name: string; logo?: string; href: string };
  /** Main links; the current page's link is marked aria-current. Links without href are skipped. */
  links: LinkItem[];
  /** The showroom dropdown's button text and links. */
  showrooms: { label: string; links: LinkItem[] };
  /** The highlighted call-to-action link at the end (the enquiry page), when the shop has one. */
  cta?: LinkItem;
  /** Text of the phone-width menu button while closed, and while open. */
  menuLabel: string;
  closeMenuLabel: string;
}

/** Site navigation; below desktop width the links fold behind a menu button. */
export function NavBar({ label, brand, links, showrooms, cta, menuLabel, closeMenuLabel }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  return (
    <Bar>
      <Inner>
        <Brand to={brand.href} end>
          {brand.logo && <img src={brand.logo} alt="" width={133} height={40} />}
          <span>{brand.name}</span>
        </Brand>
        <nav aria-label={label} ref={root}>
          <MenuToggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {open ? closeMenuLabel : menuLabel}
          </MenuToggle>
          <Links id={id} $open={open}>
            <ul>
              {links.map((l) =>
                l.href ? (
                  <li key={l.label}>
                    <NavLink to={l.href} end onClick={close}>
                      {l.label}
                    </NavLink>
                  </li>
                ) : null,
              )}
            </ul>
            {showrooms.links.length > 0 && <ShowroomDropdown label={showrooms.label} links={showrooms.links} onNavigate={close} />}
            {cta?.href && (
              <Cta to={cta.href} onClick={close}>
                {cta.label}
              </Cta>
            )}
          </Links>
        </nav>
      </Inner>
    </Bar>
  );
}
