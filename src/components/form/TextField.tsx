import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: var(--space-1);
  label {
    font-weight: 600;
  }
  .hint {
    font-size: 0.875rem;
    color: var(--color-muted);
  }
  .error {
    color: var(--color-danger);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-muted);
    border-radius: var(--radius);
    background: var(--color-surface);
    color: inherit;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border: 2px solid var(--color-danger);
  }
  &.wide {
    grid-column: 1 / -1;
  }
`;

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
  /** The on-screen keyboard to offer, without the browser's format rules. */
  inputMode?: 'text' | 'tel' | 'email' | 'decimal';
  /** Announced as required (aria-required); the form, not the browser, checks it. */
  required?: boolean;
  /** The most characters the field takes (the browser stops typing and pasting beyond it). */
  maxLength?: number;
  /** A short text under the field (its length limit), tied to it with aria-describedby. */
  hint?: string;
  /** Marks the field (aria-invalid) while the form's 'All fields are mandatory!' or another refusal shows. */
  invalid?: boolean;
  /** While the form is sending. */
  readOnly?: boolean;
  /** Why the value was refused, under the field: it marks the field (aria-invalid) and describes it. */
  error?: string;
  /** The language of the text typed, where it is not the page's (a product's title in another language). */
  lang?: string;
}

/** A visible label above a text input or textarea. */
export function TextField({
  label,
  name,
  value,
  onChange,
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  maxLength,
  hint,
  invalid,
  readOnly,
  error,
  lang,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    readOnly,
    autoComplete,
    maxLength,
    lang,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
    'aria-invalid': invalid || Boolean(error) || undefined,
  };
  return (
    <Field className={multiline ? 'wide' : undefined}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <small id={hintId} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="error">
          {error}
        </small>
      )}
    </Field>
  );
}
