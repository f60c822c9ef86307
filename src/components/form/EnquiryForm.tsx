import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import { Alert } from '../alert/Alert';
import type { EnquiryFieldSpec, EnquiryValues } from './enquiry-values';
import { fieldInput } from './field-input';
import { Honeypot } from './Honeypot';
import { TextField } from './TextField';
import { useEnquiryForm, type EnquiryOutcomeTexts, type FormNotice } from './use-enquiry-form';
import { useHydrated } from './use-hydrated';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  max-width: 760px;
  & > :is([role='alert'], [role='status']) {
    grid-column: 1 / -1;
  }
`;

const Submit = styled.button`
  grid-column: 1 / -1;
  justify-self: start;
  min-width: 160px;
  min-height: 48px;
  padding: var(--space-2) var(--space-6);
  border: 0;
  border-radius: var(--radius);
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: var(--color-brand-dark);
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

export interface EnquiryFormTexts extends EnquiryOutcomeTexts {
  submit: string;
  sending: string;
  dismiss: string;
  /** Under each field; {count} and {max}. */
  lengthHint: string;
  /** The hidden bot-trap field's label. */
  honeypot: string;
}

export interface EnquiryFormProps {
  /** The fields, in order, from the config: label, input kind, required, maximum length. */
  fields: readonly EnquiryFieldSpec[];
  /** Button texts and the outcome and validation messages, from the config. */
  texts: EnquiryFormTexts;
  /** Stores the enquiry (values by field name); a rejection's message is shown to the visitor. */
  onSubmit: (values: EnquiryValues) => Promise<void>;
  /** A submit sooner than this after the form appeared waits until then, showing it is sending (`enquiries.minSeconds`). */
  minSeconds: number;
  /** The notice for a failure the page knows (the day's enquiry box full): in place of the failure text, the text still kept. */
  explain?: (error: unknown) => FormNotice | undefined;
}

/**
 * The configured fields, checked by the form itself (required, maximum length, e-mail shape, pattern)
 * with the config's messages; the browser's own checks are off. A hidden field keeps simple bots out:
 * their submits are not sent, yet they see the success message. A submit sooner than the minimum
 * time is sent once that time is over, so a person's autofilled message is never dropped.
 */
export function EnquiryForm({ fields, texts, onSubmit, minSeconds, explain }: EnquiryFormProps) {
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useEnquiryForm(fields, onSubmit, texts, { minSeconds, honeypot }, explain);
  const hydrated = useHydrated();
  const alertRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The outcome takes focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (form.alert) alertRef.current?.focus();
  }, [form.alert]);

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const dismiss = () => {
    form.dismiss();
    submitRef.current?.focus();
  };

  return (
    // Before hydration the button is disabled (so Enter submits nothing either), and POST keeps what was typed out of the URL.
    <Form noValidate method="post" onSubmit={onFormSubmit} aria-busy={form.pending}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          {...fieldInput(field)}
          name={field.name}
          label={field.label}
          required={field.required}
          maxLength={field.maxLength}
          hint={fillTemplate(texts.lengthHint, { count: (form.values[field.name] ?? '').length, max: field.maxLength })}
          value={form.values[field.name] ?? ''}
          onChange={(value) => form.setField(field.name, value)}
          invalid={form.invalid(field)}
          readOnly={form.pending}
        />
      ))}
      <Honeypot label={texts.honeypot} inputRef={honeypot} />
      {form.alert && (
        <Alert
          ref={alertRef}
          tone={form.alert.tone}
          message={form.alert.message}
          links={form.alert.links}
          dismissLabel={texts.dismiss}
          onDismiss={dismiss}
        />
      )}
      <Submit ref={submitRef} type="submit" disabled={form.pending || !hydrated}>
        {form.pending ? texts.sending : texts.submit}
      </Submit>
    </Form>
  );
}
