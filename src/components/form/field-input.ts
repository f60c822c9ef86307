import type { EnquiryFieldSpec } from './enquiry-values';
import type { TextFieldProps } from './TextField';

type InputProps = Pick<TextFieldProps, 'type' | 'inputMode' | 'multiline' | 'autoComplete'>;

// tel and email pick the on-screen keyboard; email stays type="text" so the form's own
// e-mail check (with the config's wording) speaks, not the browser's.
const BY_KIND: Record<EnquiryFieldSpec['kind'], InputProps> = {
  text: {},
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { inputMode: 'email', autoComplete: 'email' },
  textarea: { multiline: true, autoComplete: 'off' },
};

/** The input a field of this kind gets; the config's autocomplete hint wins over the kind's default. */
export function fieldInput(field: EnquiryFieldSpec): InputProps {
  const input = BY_KIND[field.kind];
  return field.autocomplete ? { ...input, autoComplete: field.autocomplete } : input;
}
