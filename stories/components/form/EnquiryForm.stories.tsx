import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnquiryForm } from '../../../src/components/form/EnquiryForm';
import { fillTemplate } from '../../../src/domain/templates';
import { enquiries, fillEnquiry, labelOf, VISITOR } from '../../support/fill-enquiry';
import { texts } from '../../support/site';
import { PERMISSION_DENIED } from '../../support/sources';

const t = texts.enquiry;
const { fields } = enquiries;

const meta = {
  title: 'Components/Form/EnquiryForm',
  component: EnquiryForm,
  // No minimum time: a play function types faster than a person.
  args: { fields, texts: t, onSubmit: fn(async () => {}), minSeconds: 0 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: t.submit }));

/** The configured fields, each labelled and capped at its maxLength, and Submit; no alert yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    for (const field of fields) {
      await expect(form.getByLabelText(field.label)).toHaveValue('');
      await expect(form.getByLabelText(field.label)).toHaveAttribute('maxlength', String(field.maxLength));
    }
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

/** A blank required field: the red 'All fields are mandatory!', the blank fields marked, nothing sent. */
export const MandatoryFieldsError: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement, ['city', 'enquiry']);
    await submit(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(t.mandatory);
    await expect(form.getByLabelText(labelOf('city'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(labelOf('enquiry'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(labelOf('title'))).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail field holding no e-mail address: the config's message names the field, which is marked. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement, ['emailaddress']);
    await userEvent.type(form.getByLabelText(labelOf('emailaddress')), 'asha at example');
    await submit(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(fillTemplate(t.invalidEmail, { label: labelOf('emailaddress') }));
    await expect(form.getByLabelText(labelOf('emailaddress'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fields from another config: an optional field may stay blank and is sent empty. */
export const OptionalField: Story = {
  args: {
    fields: [
      { name: 'customer', label: 'Your name', kind: 'text', required: true, maxLength: 60 },
      { name: 'note', label: 'Anything else? (optional)', kind: 'textarea', required: false, maxLength: 500 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Your name'), 'Rina');
    await submit(canvasElement);
    await expect(await form.findByRole('status')).toHaveTextContent(t.success);
    await expect(args.onSubmit).toHaveBeenCalledWith({ customer: 'Rina', note: '' });
  },
};

/** While the enquiry is stored: 'Sending…', the button disabled, fields read-only. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement);
    await submit(canvasElement);
    await expect(form.getByRole('button', { name: t.sending })).toBeDisabled();
    await expect(form.getByLabelText(labelOf('title'))).toHaveAttribute('readonly');
  },
};

/** Stored: the green 'Submited Successfuly!', fields cleared; Close dismisses it. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement);
    await submit(canvasElement);
    const status = await form.findByRole('status');
    await expect(status).toHaveTextContent(t.success);
    await expect(args.onSubmit).toHaveBeenCalledWith(VISITOR);
    await expect(form.getByLabelText(labelOf('title'))).toHaveValue('');
    await userEvent.click(within(status).getByRole('button', { name: t.dismiss }));
    await expect(form.queryByRole('status')).toBeNull();
  },
};

/** The database refused: the red alert carries the error's own message; the text stays for another try. */
export const Failure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error(PERMISSION_DENIED))) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement);
    await submit(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(fillTemplate(t.failure, { message: PERMISSION_DENIED }));
    await expect(form.getByLabelText(labelOf('enquiry'))).toHaveValue(VISITOR.enquiry);
  },
};
