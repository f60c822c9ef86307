import { userEvent, within } from 'storybook/test';
import { texts } from './site';

/** What a visitor types into the enquiry form. */
export const VISITOR = { name: 'Asha Das', mobile: '98300 12345', email: 'asha@example.com', city: 'Krishnanagar', comment: 'Do you have Banarasi silk sarees in red?' };

/** Types the visitor's answers into the labelled fields; `skip` leaves some blank. */
export async function fillEnquiry(root: HTMLElement, skip: Array<keyof typeof VISITOR> = []) {
  const form = within(root);
  for (const field of Object.keys(VISITOR) as Array<keyof typeof VISITOR>) {
    if (!skip.includes(field)) await userEvent.type(form.getByLabelText(texts.enquiry[field]), VISITOR[field]);
  }
}
