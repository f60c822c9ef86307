import styled from 'styled-components';
import type { ShareNote } from './use-share-handler';

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
  /** What the last press of this button gave, from the page's one share handler (see useShareHandler). */
  note?: ShareNote;
}

/**
 * One product's Share button: plain markup carrying what it shares (data-share, data-share-title).
 * The page's one share handler (useShareHandler) does the sharing and hands back the note to show here.
 */
export function ShareButton({ label, about, href, copiedText, failedText, note }: ShareButtonProps) {
  return (
    <>
      <Button type="button" aria-label={`${label}: ${about}`} data-share={href} data-share-title={about}>
        {label}
      </Button>
      {note?.result === 'copied' && <Note role="status">{copiedText}</Note>}
      {note?.result === 'failed' && (
        <Note role="status">
          {failedText} <ManualLink>{note.url}</ManualLink>
        </Note>
      )}
    </>
  );
}
