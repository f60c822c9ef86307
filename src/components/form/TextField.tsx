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
  inputMode?: 'text' | 'tel' | 'email';
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
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    name,
    value,
    readOnly,
    autoComplete,
    maxLength,
    'aria-describedby': hint ? hintId : undefined,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
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
    </Field>
  );
}
