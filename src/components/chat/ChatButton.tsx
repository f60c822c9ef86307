import styled from 'styled-components';
import type { ChatIcon } from '../../domain/chat-icon';

const Link = styled.a`
  position: fixed;
  left: var(--space-4);
  bottom: var(--space-4);
  z-index: 25;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: var(--color-chat);
  color: var(--color-on-chat);
  box-shadow: 0 4px 12px var(--shade-25);
  &:hover {
    filter: brightness(0.92);
  }
  svg {
    width: 30px;
    height: 30px;
  }
`;

// One 24×24 shape per messenger, drawn in the button's text colour.
const ICON_PATHS: Record<ChatIcon, string> = {
  whatsapp:
    'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.6.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3Z',
  // A paper plane.
  telegram:
    'M21.5 2.6 2.4 10.1c-.9.4-.9 1.6 0 1.9l4.9 1.7 1.9 6c.2.8 1.2 1 1.8.4l2.7-2.6 5 3.7c.7.5 1.7.1 1.9-.7l3-16.6c.2-1-.9-1.8-2.1-1.3ZM9.6 14.3l-.5 4.2-1.4-4.8 10.6-7.9Z',
  // A speech bubble with three dots (cut out).
  generic:
    'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm4 6.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm4 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Zm4 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6Z',
};

export interface ChatButtonProps {
  /** Accessible name, e.g. 'Chat with us on WhatsApp'. */
  label: string;
  /** The chat-app link with its preset message. */
  href: string;
  /** The messenger's icon (decorative); a neutral chat bubble when the messenger is not known. */
  icon?: ChatIcon;
}

/** A round chat link fixed at the bottom left, clear of the scroll-to-top button on the right. */
export function ChatButton({ label, href, icon = 'generic' }: ChatButtonProps) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={icon}>
        <path fill="currentColor" fillRule="evenodd" d={ICON_PATHS[icon]} />
      </svg>
    </Link>
  );
}
