import { userEvent, within } from 'storybook/test';
import type { EnquiryFieldSpec } from '../../src/components/form/enquiry-values';
import { example } from './site';

/** The shop's enquiry form: its fields, collection and status (only stories that need the form import this). */
export const enquiries = example('enquiries');
export const { fields } = enquiries;

/** The fields a visitor must fill in. */
export const requiredFields = fields.filter((f) => f.required);

// What a visitor types: by the field's autofill hint when it has one, else by its kind.
const BY_HINT: Record<string, string> = {
  name: 'Asha Das',
  'address-level2': 'Krishnanagar',
  email: 'asha@example.com',
  tel: '98300 12345',
};
const BY_KIND = { text: 'Nadia', tel: '98300 54321', email: 'visitor@example.com', textarea: 'Please call me back about this.' } as const;

const answerFor = (field: EnquiryFieldSpec) => (field.autocomplete && BY_HINT[field.autocomplete]) || BY_KIND[field.kind];

/** The visitor's answers by stored field name, for every configured field. */
export const VISITOR: Record<string, string> = Object.fromEntries(fields.map((f) => [f.name, answerFor(f).slice(0, f.maxLength)]));

/** Types the visitor's answers into the labelled fields; `skip` (stored names) leaves some blank. */
export async function fillEnquiry(root: HTMLElement, skip: readonly string[] = []) {
  const form = within(root);
  for (const { name, label } of fields) {
    if (!skip.includes(name)) await userEvent.type(form.getByLabelText(label), VISITOR[name]!);
  }
}
