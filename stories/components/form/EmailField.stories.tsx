import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnquiryForm } from '../../../src/components/form/EnquiryForm';
import { fillTemplate } from '../../../src/domain/templates';
import { fields, fillEnquiry } from '../../support/fill-enquiry';
import { example, texts } from '../../support/site';

const t = texts.enquiry;
const email = example('emailField');

// Apart from EnquiryForm's stories: only a form with an e-mail field has this check.
const meta = {
  title: 'Components/Form/EnquiryForm/EmailField',
  component: EnquiryForm,
  args: { fields, texts: t, onSubmit: fn(async () => {}), minSeconds: 0 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail field holding no e-mail address: the config's message names the field, which is marked. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement, [email.name]);
    await userEvent.type(form.getByLabelText(email.label), 'asha at example');
    await userEvent.click(form.getByRole('button', { name: t.submit }));
    await expect(form.getByRole('alert')).toHaveTextContent(fillTemplate(t.invalidEmail, { label: email.label }));
    await expect(form.getByLabelText(email.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
