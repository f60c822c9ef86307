/** The form's own field names; the renderer maps them onto the stored document. */
export const ENQUIRY_FIELDS = ['name', 'mobile', 'email', 'city', 'comment'] as const;

export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;

export const EMPTY_ENQUIRY: EnquiryValues = { name: '', mobile: '', email: '', city: '', comment: '' };

/** The only check the shop asks for: nothing left blank (no format rules, no length limits). */
export function missingFields(values: EnquiryValues): EnquiryField[] {
  return ENQUIRY_FIELDS.filter((field) => values[field].trim() === '');
}
