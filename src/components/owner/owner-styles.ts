import styled, { css } from 'styled-components';

/**
 * What a thumb taps on a 390 px phone: at least 44 px each way, full rows where they fit none beside;
 * a button's padding and type.
 */
export const tapTarget = css`
  min-height: 44px;
  min-width: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-4);
  border-radius: var(--radius);
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** The main action of its place. */
export const PrimaryButton = styled.button`
  ${tapTarget}
  border: 0;
  background: var(--color-brand);
  color: var(--color-on-brand);
  &:hover:not(:disabled) {
    background: var(--color-brand-dark);
  }
`;

/** Any other action. */
export const SecondaryButton = styled.button`
  ${tapTarget}
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
`;

/** A destructive action (delete). */
export const DangerButton = styled.button`
  ${tapTarget}
  border: 1px solid var(--color-danger);
  background: var(--color-surface);
  color: var(--color-danger);
`;

/** A link drawn as a button (tel:, mailto:, the reply's chat link). */
export const ActionLink = styled.a<{ $chat?: boolean }>`
  ${tapTarget}
  color: ${({ $chat }) => ($chat ? 'var(--color-on-chat)' : 'var(--color-on-brand)')};
  background: ${({ $chat }) => ($chat ? 'var(--color-chat)' : 'var(--color-brand)')};
  &:hover {
    filter: brightness(0.92);
  }
`;

/** A link among its siblings (the owner's pages, the lists): a thumb's height, the page shown in the brand's colour. */
export const choiceLink = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 44px;
  box-sizing: border-box;
  padding: var(--space-2) var(--space-3);
  color: var(--color-text);
  background: var(--color-surface);
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    background: var(--color-brand);
    color: var(--color-on-brand);
  }
`;

/** The owner's pages' one column: the width of a phone, centred on a wider screen. */
export const Column = styled.div`
  display: grid;
  gap: var(--space-4);
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: var(--space-4);
  box-sizing: border-box;
`;

/** One screen of the owner's pages (the inbox, a list's products): its parts one under another. */
export const Screen = styled.section`
  display: grid;
  gap: var(--space-4);
  h2,
  p {
    margin: 0;
  }
`;

/** Cards one under another (the enquiries, the products), each in its <li>. */
export const CardList = styled.ul`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A bordered block: the sign-in panel, a card. */
export const Panel = styled.section`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
  h2,
  h3,
  p {
    margin: 0;
  }
`;

/** A text input, textarea or select: full width, tall enough for a thumb. */
export const field = css`
  width: 100%;
  min-height: 44px;
  box-sizing: border-box;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-muted);
  border-radius: var(--radius);
  background: var(--color-surface);
  color: inherit;
  font: inherit;
`;

/** A failure's message (announced at once). */
export const ErrorText = styled.p`
  color: var(--color-danger);
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A quiet progress or done message. */
export const QuietText = styled.p`
  color: var(--color-muted);
`;
