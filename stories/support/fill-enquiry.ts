import { userEvent, within } from 'storybook/test';
import { catalogue, present } from './site';

/** The shipped enquiry form: its fields, collection and status. */
export const enquiries = present(catalogue.enquiries, 'enquiries');

// What a visitor types into each shipped field; a field added to the config gets an answer for its kind.
const ANSWERS: Record<string, string> = { title: 'Asha Das', mobile: '98300 12345', emailaddress: 'asha@example.com', city: 'Krishnanagar', enquiry: 'Do you have Banarasi silk sarees in red?' };
const BY_KIND = { text: 'Nadia', tel: '98300 54321', email: 'visitor@example.com', textarea: 'Please call me back.' } as const;

/** The visitor's answers by stored field name, for every configured field. */
export const VISITOR: Record<string, string> = Object.fromEntries(enquiries.fields.map((f) => [f.name, ANSWERS[f.name] ?? BY_KIND[f.kind]]));

/** The label of the configured field stored under `name`. */
export function labelOf(name: string): string {
  const field = enquiries.fields.find((f) => f.name === name);
  if (!field) throw new Error(`enquiries.fields has no field "${name}"`);
  return field.label;
}

/** Types the visitor's answers into the labelled fields; `skip` (stored names) leaves some blank. */
export async function fillEnquiry(root: HTMLElement, skip: string[] = []) {
  const form = within(root);
  for (const { name, label } of enquiries.fields) {
    if (!skip.includes(name)) await userEvent.type(form.getByLabelText(label), VISITOR[name]!);
  }
}
