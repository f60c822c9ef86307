import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Button = styled.button`
  position: fixed;
  right: var(--space-4);
  bottom: var(--space-4);
  z-index: 25;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-size: 1.4rem;
  box-shadow: 0 4px 12px var(--shade-20);
  cursor: pointer;
`;

export interface ScrollToTopProps {
  /** Accessible name and tooltip, e.g. 'Scroll to top'. */
  label: string;
  /** Scroll distance in px after which the button appears. */
  showAfter: number;
}

/** A 'Scroll to top' button that appears once the page is scrolled past `showAfter`. */
export function ScrollToTop({ label, showAfter }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > showAfter);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [showAfter]);
  if (!visible) return null;
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <Button type="button" aria-label={label} title={label} onClick={toTop}>
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
