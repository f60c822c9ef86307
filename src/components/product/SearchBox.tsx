import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: var(--space-1);
  margin: 0 0 var(--space-4);
  max-width: 420px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-muted);
    border-radius: var(--radius);
    background: var(--color-surface);
  }
`;

export interface SearchBoxProps {
  /** Visible label and accessible name, e.g. 'Search'. */
  label: string;
  placeholder: string;
  /** Current text (the field is controlled). */
  value: string;
  /** Called on every keystroke with the new text. */
  onChange: (value: string) => void;
}

/** A labelled search field; filtering happens as the visitor types. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <Field role="search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} placeholder={placeholder} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
