import { trimBlanks } from '../../domain/blank';

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
 * The values as sent: without blanks at either end (a space autofill or a phone keyboard left), so the
 * format the form checked and the one firestore.rules check are of the same text.
 */
export function trimmedValues(values: EnquiryValues): EnquiryValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, trimBlanks(value)]));
}
