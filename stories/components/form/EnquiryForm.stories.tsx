import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnquiryForm } from '../../../src/components/form/EnquiryForm';
import { chatHref, fillTemplate, telHref } from '../../../src/domain/templates';
import { fields, fillEnquiry, requiredFields, VISITOR } from '../../support/fill-enquiry';
import { shop, texts } from '../../support/site';
import { PERMISSION_DENIED } from '../../support/sources';

const t = texts.enquiry;
const first = fields[0]!;
const last = fields.at(-1)!;
// Left blank by the visitor: the required fields after the first (or the only one).
const blanks = requiredFields.length > 1 ? requiredFields.slice(1) : requiredFields;

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

/** A blank required field: the red `texts.enquiry.mandatory`, the blank fields marked, nothing sent. */
export const MandatoryFieldsError: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillEnquiry(
      canvasElement,
      blanks.map((f) => f.name),
    );
    await submit(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(t.mandatory);
    for (const field of fields) {
      const input = form.getByLabelText(field.label);
      if (blanks.includes(field)) await expect(input).toHaveAttribute('aria-invalid', 'true');
      else await expect(input).not.toHaveAttribute('aria-invalid');
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The same form with its last field optional: left blank, it is sent empty. */
export const OptionalField: Story = {
  args: { fields: fields.map((f) => (f === last ? { ...f, required: false } : f)) },
  play: async ({ canvasElement, args }) => {
    await fillEnquiry(canvasElement, [last.name]);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(t.success);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...VISITOR, [last.name]: '' });
  },
};

/** While the enquiry is stored: `texts.enquiry.sending`, the button disabled, fields read-only. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement);
    await submit(canvasElement);
    await expect(form.getByRole('button', { name: t.sending })).toBeDisabled();
    await expect(form.getByLabelText(first.label)).toHaveAttribute('readonly');
  },
};

/** Stored: the green `texts.enquiry.success`, fields cleared; Close dismisses it. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement);
    await submit(canvasElement);
    const status = await form.findByRole('status');
    await expect(status).toHaveTextContent(t.success);
    await expect(args.onSubmit).toHaveBeenCalledWith(VISITOR);
    await expect(form.getByLabelText(first.label)).toHaveValue('');
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
    await expect(form.getByLabelText(last.label)).toHaveValue(VISITOR[last.name]);
  },
};

const boxFull = {
  message: fillTemplate(t.boxFull, { phone: shop.phones.helpline }),
  links: [
    { label: shop.phones.helpline, href: telHref(shop.phones.helpline) },
    { label: texts.list.chat, href: chatHref(shop.chatUrl, shop.phones.chat, shop.name), external: true },
  ],
};

/** The day's enquiry box is full (enquiries.dailyLimit): `texts.enquiry.boxFull` with the helpline and chat links; the text stays. */
export const BoxFull: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('box full'))), explain: () => boxFull },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await fillEnquiry(canvasElement);
    await submit(canvasElement);
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent(boxFull.message);
    await expect(within(alert).getByRole('link', { name: shop.phones.helpline })).toHaveAttribute('href', telHref(shop.phones.helpline));
    await expect(within(alert).getByRole('link', { name: texts.list.chat })).toHaveAttribute('target', '_blank');
    await expect(form.getByLabelText(last.label)).toHaveValue(VISITOR[last.name]);
  },
};
