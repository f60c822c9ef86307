import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../alert/Alert';
import type { EnquiryValues } from './enquiry-values';
import { TextField } from './TextField';
import { useEnquiryForm, type EnquiryOutcomeTexts } from './use-enquiry-form';
import { useHydrated } from './use-hydrated';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  max-width: 760px;
  & > :is([role='alert'], [role='status']) { grid-column: 1 / -1; }
`;

const Submit = styled.button`
  grid-column: 1 / -1;
  justify-self: start;
  min-width: 160px;
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.brand};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.color.brandDark}; }
  &:disabled { opacity: 0.7; cursor: progress; }
`;

export interface EnquiryFormTexts extends EnquiryOutcomeTexts {
  name: string;
  mobile: string;
  email: string;
  city: string;
  comment: string;
  submit: string;
  sending: string;
  dismiss: string;
}

export interface EnquiryFormProps {
  /** Field labels, button texts and the three outcome messages, from the config. */
  texts: EnquiryFormTexts;
  /** Stores the enquiry; a rejection's message is shown to the visitor. */
  onSubmit: (values: EnquiryValues) => Promise<void>;
}

/**
 * Name, mobile, e-mail, city and comment, each required to be non-blank and
 * nothing more (the shop asks for no format checks, so the browser's are off).
 */
export function EnquiryForm({ texts, onSubmit }: EnquiryFormProps) {
  const form = useEnquiryForm(onSubmit, texts);
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
  const field = (name: keyof EnquiryValues) => ({
    name,
    label: texts[name],
    value: form.values[name],
    onChange: (value: string) => form.setField(name, value),
    invalid: form.invalid(name),
    readOnly: form.pending,
  });

  return (
    // Before hydration the button is disabled (so Enter submits nothing either), and POST keeps what was typed out of the URL.
    <Form noValidate method="post" onSubmit={onFormSubmit} aria-busy={form.pending}>
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('mobile')} type="tel" inputMode="tel" autoComplete="tel" />
      <TextField {...field('email')} inputMode="email" autoComplete="email" />
      <TextField {...field('city')} autoComplete="address-level2" />
      <TextField {...field('comment')} multiline autoComplete="off" />
      {form.alert && (
        <Alert ref={alertRef} tone={form.alert.tone} message={form.alert.message} dismissLabel={texts.dismiss} onDismiss={dismiss} />
      )}
      <Submit ref={submitRef} type="submit" disabled={form.pending || !hydrated}>
        {form.pending ? texts.sending : texts.submit}
      </Submit>
    </Form>
  );
}
