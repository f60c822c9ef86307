import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactPage } from '../../../src/kinds/contact/ContactPage';
import { fields, VISITOR } from '../../support/fill-enquiry';
import { inLayout } from '../../support/in-layout';
import { example } from '../../support/site';

// Apart from the contact page's stories: only a contact page with an enquiry tab (and another tab) has it.
const { contact, enquiry, other } = example('enquiryTab');
const first = fields[0]!;

const meta = {
  title: 'Pages/Contact/EnquiryTab',
  component: ContactPage,
  args: { contact },
  decorators: [inLayout],
  parameters: { path: contact.route },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enquiry form in its tab; what the visitor typed survives a trip to another tab and back. */
export const KeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.querySelector('main')!);
    const tab = page.getByRole('tab', { name: enquiry.label });
    await userEvent.click(tab);
    await userEvent.type(within(page.getByRole('tabpanel')).getByLabelText(first.label), VISITOR[first.name]!);
    await userEvent.click(page.getByRole('tab', { name: other.label }));
    await userEvent.click(tab);
    await expect(within(page.getByRole('tabpanel')).getByLabelText(first.label)).toHaveValue(VISITOR[first.name]);
  },
};
