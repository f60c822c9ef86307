import { trimBlanks } from '../../domain/blank';
import { latinDigits } from '../../domain/latin-digits';

/** One field of the enquiry form, as the config declares it (`enquiries.fields`). */
export interface EnquiryFieldSpec {
  /** The stored field name, also the input's `name`. */
  name: string;
  label: string;
  kind: 'text' | 'tel' | 'email' | 'textarea';
  required: boolean;
  maxLength: number;
  autocomplete?: string;
  /** A regular expression (JavaScript and RE2 alike) the whole text must match, as firestore.rules checks it. */
  pattern?: string;
}

/** What the visitor typed, by stored field name. */
export type EnquiryValues = Record<string, string>;

export function emptyValues(fields: readonly EnquiryFieldSpec[]): EnquiryValues {
  return Object.fromEntries(fields.map((f) => [f.name, '']));
}

/**
 * A field's text as sent: without blanks at either end (a space autofill or a phone keyboard left), and a phone
 * number's digits as 0-9 whatever script they were typed in (latinDigits), so the format the form checks and
 * the one firestore.rules check are of the same text.
 */
export function sentValue(field: Pick<EnquiryFieldSpec, 'kind'>, value: string): string {
  const trimmed = trimBlanks(value);
  return field.kind === 'tel' ? latinDigits(trimmed) : trimmed;
}

/** The values as sent (sentValue), by field name. */
export function sentValues(fields: readonly EnquiryFieldSpec[], values: EnquiryValues): EnquiryValues {
  const byName = new Map(fields.map((field) => [field.name, field]));
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, sentValue(byName.get(name) ?? { kind: 'text' }, value)]));
}
