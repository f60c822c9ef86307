import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnquiryForm } from '../../../src/components/form/EnquiryForm';
import { fillTemplate } from '../../../src/domain/templates';
import { fillEnquiry, VISITOR } from '../../support/fill-enquiry';
import { texts } from '../../support/site';
import { PERMISSION_DENIED } from '../../support/sources';

const t = texts.enquiry;

const meta = {
  title: 'Components/Form/EnquiryForm',
  component: EnquiryForm,
  args: { texts: t, onSubmit: fn(async () => {}) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: t.submit }));

/** Five labelled fields and Submit; no alert yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    for (const field of ['name', 'mobile', 'email', 'city', 'comment'] as const) await expect(form.getByLabelText(t[field])).toHaveValue('');
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

/** Any blank field: the red 'All fields are mandatory!', the blank fields marked, nothing sent. */
export const MandatoryFieldsError: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement, ['city', 'comment']);
    await submit(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(t.mandatory);
    await expect(form.getByLabelText(t.city)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(t.comment)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(t.name)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
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
    await expect(form.getByLabelText(t.name)).toHaveAttribute('readonly');
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
    await expect(form.getByLabelText(t.name)).toHaveValue('');
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
    await expect(form.getByLabelText(t.comment)).toHaveValue(VISITOR.comment);
  },
};
