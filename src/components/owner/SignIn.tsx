import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import type { OwnerTexts } from './owner-texts';
import { ErrorText, field, Panel, PrimaryButton, QuietText, SecondaryButton } from './owner-styles';

/**
 * Where sign-in is: `idle` (the form), `sending` (the link is on its way), `sent` ("check your e-mail"),
 * `confirm` (a link opened in another browser or app: the address is asked again), `completing` (a link,
 * Google's redirect or the demo sign-in is being finished).
 */
export type SignInStep = 'idle' | 'sending' | 'sent' | 'confirm' | 'completing';

export interface SignInProps {
  texts: OwnerTexts;
  /** `shop.name`, for the intro. */
  shop: string;
  /** Firebase: the e-mail link and Google; demo: the one demo button, labelled as such. */
  mode: 'firebase' | 'demo';
  step: SignInStep;
  /** The address the link went to (`sent`). */
  sentTo?: string;
  /** Why the last step failed, in the page's words; the address typed stays in its field. */
  error?: string;
  onSendLink: (email: string) => void;
  /** Finishes a link opened in another browser with the address typed again. */
  onConfirm: (email: string) => void;
  onGoogle: () => void;
  onDemo: () => void;
  /** Back to the form from `sent`. */
  onRestart: () => void;
}

const Form = styled.form`
  display: grid;
  gap: var(--space-3);
  label {
    font-weight: 600;
  }
  input {
    ${field}
  }
`;

const Or = styled.p`
  text-align: center;
  color: var(--color-muted);
`;

/** The sign-in panel: an e-mail link and Google, or in demo mode the demo owner's button. */
export function SignIn({ texts, shop, mode, step, sentTo = '', error, onSendLink, onConfirm, onGoogle, onDemo, onRestart }: SignInProps) {
  const t = texts.signIn;
  const headingId = useId();
  const busy = step === 'sending' || step === 'completing';
  return (
    <Panel aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{fillTemplate(t.intro, { shop })}</p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {mode === 'demo' ? (
        <>
          <p>{t.demoNotice}</p>
          <PrimaryButton type="button" onClick={onDemo} disabled={busy}>
            {step === 'completing' ? t.completing : t.demo}
          </PrimaryButton>
        </>
      ) : step === 'sent' ? (
        <>
          <p role="status">{fillTemplate(t.sent, { email: sentTo })}</p>
          <SecondaryButton type="button" onClick={onRestart}>
            {t.otherAddress}
          </SecondaryButton>
        </>
      ) : step === 'completing' ? (
        <QuietText role="status">{t.completing}</QuietText>
      ) : step === 'confirm' ? (
        <>
          <p>{t.confirmIntro}</p>
          <EmailForm texts={texts} action={t.confirm} onSend={onConfirm} />
        </>
      ) : (
        <>
          <EmailForm texts={texts} action={step === 'sending' ? t.sending : t.sendLink} sending={step === 'sending'} onSend={onSendLink} />
          <Or>{t.or}</Or>
          <SecondaryButton type="button" onClick={onGoogle} disabled={busy}>
            {t.google}
          </SecondaryButton>
        </>
      )}
    </Panel>
  );
}

interface EmailFormProps {
  texts: OwnerTexts;
  /** The button's words. */
  action: string;
  sending?: boolean;
  onSend: (email: string) => void;
}

/** The address and its button; an empty address is asked for, not sent. */
function EmailForm({ texts, action, sending = false, onSend }: EmailFormProps) {
  const t = texts.signIn;
  const id = useId();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setMissing(true);
    setMissing(false);
    onSend(email);
  };
  return (
    <Form noValidate onSubmit={submit}>
      <label htmlFor={id}>{t.emailLabel}</label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        readOnly={sending}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      {missing && (
        <ErrorText id={`${id}-missing`} role="alert">
          {t.emailMissing}
        </ErrorText>
      )}
      <PrimaryButton type="submit" disabled={sending}>
        {action}
      </PrimaryButton>
    </Form>
  );
}
