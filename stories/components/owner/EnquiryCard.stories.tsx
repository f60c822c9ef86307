import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnquiryCard } from '../../../src/components/owner/EnquiryCard';
import { fillTemplate } from '../../../src/domain/templates';
import { ownerTexts as texts, sampleEnquiries, sampleFields, sampleShop, sampleStatuses } from '../../support/owner-inbox';

const [enquiry] = sampleEnquiries(1);
const saved = (): Promise<string | null> => Promise.resolve(null);

const meta = {
  title: 'Components/Owner/EnquiryCard',
  component: EnquiryCard,
  args: {
    texts,
    shop: sampleShop,
    fields: sampleFields,
    statuses: sampleStatuses,
    noteMaxLength: 500,
    enquiry: enquiry!,
    onStatus: fn(saved),
    onNote: fn(saved),
    onRemove: fn(saved),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EnquiryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field by its label; the number dials (tel:) and replies on WhatsApp in the international form; the address mails. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('link', { name: /^Call Mobile/ })).toHaveAttribute('href', 'tel:+919800010000');
    const reply = new URL(card.getByRole('link', { name: texts.card.reply }).getAttribute('href')!);
    await expect(reply.pathname).toBe('/919800010000');
    await expect(reply.searchParams.get('text')).toBe(`Hello ${enquiry!.fields.title}, this is ${sampleShop.name} about your enquiry.`);
    await expect(card.getByRole('link', { name: /^E-mail E-mail/ })).toHaveAttribute('href', `mailto:${enquiry!.fields.emailaddress}`);
  },
};

/** A note the database refused: the reason, Try again, and the text still in the box. */
export const NoteNotSaved: Story = {
  args: { onNote: fn(() => Promise.resolve(texts.failure.refused)) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const note = card.getByLabelText(texts.card.note);
    await userEvent.type(note, 'Wants two, by Friday');
    await userEvent.click(card.getByRole('button', { name: texts.card.saveNote }));
    await expect(await card.findByRole('alert')).toHaveTextContent(fillTemplate(texts.card.notSaved, { reason: texts.failure.refused }));
    await expect(note).toHaveValue('Wants two, by Friday');
  },
};

/** A stored status the list no longer has: shown as such; the note still works. */
export const StatusNotInTheList: Story = {
  args: { enquiry: { ...enquiry!, status: 'Called back' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(texts.card.status)).toHaveDisplayValue('Called back (not in the list)');
  },
};

/** Delete asks first, naming the enquiry and its time. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: fillTemplate(texts.card.remove, { name: enquiry!.fields.title! }) }));
    await expect(card.getByRole('group')).toHaveTextContent(`Delete the enquiry from ${enquiry!.fields.title}, received`);
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: texts.card.removeConfirm }));
    await expect(args.onRemove).toHaveBeenCalledWith(enquiry!.id);
  },
};

// A shop in English and Bengali, as the owner's page gives the card its languages (the reply in each).
const BENGALI_REPLY = 'হ্যালো {title}, {shop} থেকে আপনার জিজ্ঞাসার ব্যাপারে লিখছি।';
const twoLanguages = {
  ...sampleShop,
  languages: [
    { key: 'en', label: 'English', lang: 'en-IN', replyMessage: texts.card.replyMessage },
    { key: 'bn', label: 'বাংলা', lang: 'bn-IN', replyMessage: BENGALI_REPLY },
  ],
};

/** An enquiry sent from a Bengali page: the card says so, in Bengali script, and the reply is in Bengali. */
export const BengaliEnquiry: Story = {
  args: { shop: twoLanguages, enquiry: { ...enquiry!, lang: 'bn' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const label = card.getByText('বাংলা');
    await expect(label).toHaveAttribute('lang', 'bn-IN');
    await expect(label.parentElement).toHaveTextContent('Written in বাংলা');
    const reply = new URL(card.getByRole('link', { name: texts.card.reply }).getAttribute('href')!);
    await expect(reply.searchParams.get('text')).toBe(
      `হ্যালো ${enquiry!.fields.title}, ${sampleShop.name} থেকে আপনার জিজ্ঞাসার ব্যাপারে লিখছি।`,
    );
  },
};

/** In the same shop, an enquiry that names no language (sent before languages existed): the default language's. */
export const EnquiryWithoutLanguage: Story = {
  args: { shop: twoLanguages },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('English')).toHaveAttribute('lang', 'en-IN');
    const reply = new URL(card.getByRole('link', { name: texts.card.reply }).getAttribute('href')!);
    await expect(reply.searchParams.get('text')).toBe(`Hello ${enquiry!.fields.title}, this is ${sampleShop.name} about your enquiry.`);
  },
};
