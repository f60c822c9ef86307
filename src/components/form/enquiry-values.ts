/** One field of the enquiry form, as the config declares it (`enquiries.fields`). */
export interface EnquiryFieldSpec {
  /** The stored field name, also the input's `name`. */
  name: string;
  label: string;
  kind: 'text' | 'tel' | 'email' | 'textarea';
  required: boolean;
  maxLength: number;
  autocomplete?: string;
}

/** What the visitor typed, by stored field name. */
export type EnquiryValues = Record<string, string>;

export function emptyValues(fields: readonly EnquiryFieldSpec[]): EnquiryValues {
  return Object.fromEntries(fields.map((f) => [f.name, '']));
}
