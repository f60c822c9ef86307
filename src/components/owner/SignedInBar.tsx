import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import type { OwnerTexts } from './owner-texts';
import { SecondaryButton } from './owner-styles';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span`
  margin-left: var(--space-2);
  padding: 0 var(--space-2);
  border-radius: var(--radius);
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-size: 0.875rem;
  font-weight: 700;
`;

export interface SignedInBarProps {
  texts: OwnerTexts;
  /** The signed-in address. */
  email: string;
  /** Demo mode: a badge says so. */
  demo?: boolean;
  onSignOut: () => void;
}

/** Who is signed in, and Sign out. */
export function SignedInBar({ texts, email, demo = false, onSignOut }: SignedInBarProps) {
  return (
    <Bar>
      <p>
        {fillTemplate(texts.session.signedInAs, { email })}
        {demo && <Badge>{texts.session.demoBadge}</Badge>}
      </p>
      <SecondaryButton type="button" onClick={onSignOut}>
        {texts.session.signOut}
      </SecondaryButton>
    </Bar>
  );
}
