import { useId } from 'react';
import styled from 'styled-components';
import type { OwnerTexts } from './owner-texts';

export interface HiddenFieldProps {
  texts: OwnerTexts;
  checked: boolean;
  onChange: (hidden: boolean) => void;
}

// The label is the tap target, a thumb's height; the box itself stays a box's size.
const Field = styled.div`
  display: grid;
  gap: var(--space-1);
  label {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    min-height: 44px;
    font-weight: 600;
  }
  input {
    width: 24px;
    height: 24px;
    flex: none;
    margin: 0;
    accent-color: var(--color-brand);
  }
  small {
    color: var(--color-muted);
  }
`;

/** The product's Hidden box: off the public pages, with the reminder that hidden is not secret. */
export function HiddenField({ texts, checked, onChange }: HiddenFieldProps) {
  const f = texts.products.form;
  const id = useId();
  return (
    <Field>
      <label>
        <input type="checkbox" checked={checked} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.checked)} />
        {f.hidden}
      </label>
      <small id={`${id}-hint`}>{f.hiddenHint}</small>
    </Field>
  );
}
