import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../form/use-hydrated';
import { shareLink, type ShareOutcome } from './share-link';

// Long enough to read; the link to copy by hand (clipboard failed) stays until the next press.
const COPIED_MS = 4000;

const Button = styled.button`
  min-height: 44px;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-brand);
  border-radius: var(--radius);
  background: var(--color-surface);
  color: var(--color-brand);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;

const Note = styled.p`
  && {
    margin: 0;
    color: var(--color-text);
    font-size: 0.9rem;
  }
`;

const ManualLink = styled.span`
  display: block;
  overflow-wrap: anywhere;
  user-select: all;
  font-family: monospace;
`;

export interface ShareButtonProps {
  /** Button text, e.g. 'Share'. */
  label: string;
  /** The product's title: names the button for screen readers and titles what is shared. */
  about: string;
  /** The product's link: absolute, or site-relative (then resolved against the page when pressed). */
  href: string;
  /** Shown once the link is on the clipboard, e.g. 'Link copied'. */
  copiedText: string;
  /** Shown before the link when it could be neither shared nor copied. */
  failedText: string;
}

/** Shares one product's link: the system share sheet where there is one, else the clipboard, else the link to copy by hand. */
export function ShareButton({ label, about, href, copiedText, failedText }: ShareButtonProps) {
  // Pre-rendered HTML has no script behind the button: it waits for React, like the enquiry form's Submit.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<{ result: ShareOutcome; url: string } | null>(null);
  useEffect(() => {
    if (outcome?.result !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const url = new URL(href, document.baseURI).href;
    setOutcome(null);
    setOutcome({ result: await shareLink({ title: about, text: about, url }, navigator), url });
  };

  return (
    <>
      <Button type="button" disabled={!hydrated} aria-label={`${label}: ${about}`} onClick={() => void share()}>
        {label}
      </Button>
      {outcome?.result === 'copied' && <Note role="status">{copiedText}</Note>}
      {outcome?.result === 'failed' && (
        <Note role="status">
          {failedText} <ManualLink>{outcome.url}</ManualLink>
        </Note>
      )}
    </>
  );
}
