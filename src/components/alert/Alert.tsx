import type { Ref } from 'react';
import styled from 'styled-components';

export type AlertTone = 'success' | 'error';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  border: 1px solid currentColor;
  border-left-width: 6px;
  border-radius: var(--radius);
  color: ${({ $tone }) => ($tone === 'error' ? 'var(--color-danger)' : 'var(--color-success)')};
  background: ${({ $tone }) => ($tone === 'error' ? 'var(--color-danger-bg)' : 'var(--color-success-bg)')};
  font-weight: 600;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  flex: 1;
  align-self: center;
  display: grid;
  gap: var(--space-2);
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
    overflow-wrap: anywhere;
  }
`;

const Close = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  margin: -var(--space-2) -var(--space-2) -var(--space-2) 0;
  border: 0;
  border-radius: var(--radius);
  background: none;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: var(--shade-6);
  }
`;

/** A way onward the alert offers: a phone number (tel:), a chat link. */
export interface AlertLink {
  label: string;
  href: string;
  /** Opens in a new tab (a chat app), keeping the page and what the form holds. */
  external?: boolean;
}

export interface AlertProps {
  /** 'error' is red and announced at once; 'success' is green and polite. */
  tone: AlertTone;
  message: string;
  /** Links under the message. */
  links?: readonly AlertLink[];
  /** Accessible name of the close button, e.g. 'Close'. */
  dismissLabel: string;
  /** Called by the close button; the owner removes the alert. */
  onDismiss: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A dismissible message: red and assertive (role="alert") for errors, green
 * and polite (role="status") for success. Focusable so a form can move focus
 * to its outcome.
 */
export function Alert({ tone, message, links = [], dismissLabel, onDismiss, ref }: AlertProps) {
  return (
    <Box ref={ref} $tone={tone} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      <Body>
        <p>{message}</p>
        {links.length > 0 && (
          <Links>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {link.label}
                </a>
              </li>
            ))}
          </Links>
        )}
      </Body>
      <Close type="button" aria-label={dismissLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </Close>
    </Box>
  );
}
