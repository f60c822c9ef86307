import styled from 'styled-components';

const Row = styled.div<{ $stacked?: boolean }>`
  margin-top: auto;
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Action = styled.a<{ $chat?: boolean }>`
  flex: 1 1 auto;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius);
  font-weight: 600;
  text-decoration: none;
  color: ${({ $chat }) => ($chat ? 'var(--color-on-chat)' : 'var(--color-on-brand)')};
  background: ${({ $chat }) => ($chat ? 'var(--color-chat)' : 'var(--color-brand)')};
  &:hover {
    filter: brightness(0.92);
  }
`;

export interface ContactLinksProps {
  /** 'Call Book' and its tel: link; absent, only the chat link shows. */
  call?: { label: string; href: string };
  /** Chat-app link with the preset message, opened in a new tab. */
  chat: { label: string; href: string };
  /** Names the product for screen readers, since every card repeats the same labels. */
  about: string;
  /** One full-width button under the other: a narrow phone column fits no two side by side. */
  stacked?: boolean;
}

/** 'Call Book' (tel:) and the chat-app inquiry link under a product. */
export function ContactLinks({ call, chat, about, stacked }: ContactLinksProps) {
  return (
    <Row $stacked={stacked}>
      {call && (
        <Action href={call.href} aria-label={`${call.label}: ${about}`}>
          {call.label}
        </Action>
      )}
      <Action $chat href={chat.href} target="_blank" rel="noopener noreferrer" aria-label={`${chat.label}: ${about}`}>
        {chat.label}
      </Action>
    </Row>
  );
}
