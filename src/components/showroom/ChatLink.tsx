import styled from 'styled-components';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: var(--space-2) var(--space-4);
  border-radius: var(--radius);
  background: var(--color-chat);
  color: var(--color-on-chat);
  font-weight: 700;
  text-decoration: none;
  &:hover {
    filter: brightness(0.92);
  }
`;

/** A button-like link that opens a chat with the shop, its message already written. */
export function ChatLink({ label, href }: { label: string; href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  );
}
