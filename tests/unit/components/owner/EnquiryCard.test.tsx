import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EnquiryCard, type EnquiryCardProps } from '../../../../src/components/owner/EnquiryCard';
import { fillTemplate } from '../../../../src/domain/templates';
import { ownerTexts as texts } from '../../../../stories/support/owner-inbox';

const FIELDS = [
  { name: 'company', label: 'Company', kind: 'text' },
  { name: 'whatsapp', label: 'WhatsApp number', kind: 'tel' },
  { name: 'contact', label: 'Contact e-mail', kind: 'email' },
  { name: 'size', label: 'Size', kind: 'text' },
  { name: 'details', label: 'What you need', kind: 'textarea' },
] as const;
const SHOP = {
  name: 'Camden Cloth',
  chatUrl: 'https://wa.me/{phone}?text={message}',
  callingCode: '44',
  utcOffsetMinutes: 60,
  locale: 'en-GB',
};
const ENQUIRY = {
  id: '20279-3',
  fields: { company: 'Acme Ltd', whatsapp: '07700 900123', contact: 'buyer@acme.example', size: '', details: 'Linen\n40 m' },
  status: 'New',
  createdAt: new Date('2025-07-10T09:15:00Z'),
  note: '',
};

function setup(props: Partial<EnquiryCardProps> = {}) {
  const handlers = {
    onStatus: vi.fn(() => Promise.resolve<string | null>(null)),
    onNote: vi.fn(() => Promise.resolve<string | null>(null)),
    onRemove: vi.fn(() => Promise.resolve<string | null>(null)),
  };
  render(
    <EnquiryCard
      texts={{ ...texts, card: { ...texts.card, replyMessage: 'Hi {company}, {shop} here about {details}' } }}
      shop={SHOP}
      fields={FIELDS}
      statuses={['New', 'Quoted', 'Closed']}
      noteMaxLength={500}
      enquiry={ENQUIRY}
      {...handlers}
      {...props}
    />,
  );
  return { user: userEvent.setup(), card: screen.getByRole('article'), ...handlers };
}

describe('an enquiry card, for any configured field set', () => {
  it('shows every configured field by its label, the time in the shop’s zone, and links by kind', () => {
    const { card } = setup();
    expect(card).toBe(screen.getByRole('article', { name: 'Acme Ltd' }));
    const c = within(card);
    expect(c.getByText('Company')).toBeInTheDocument();
    expect(c.getByText('Size').nextSibling).toHaveTextContent(texts.card.emptyValue);
    expect(c.getByText('What you need').nextSibling).toHaveTextContent('Linen 40 m');
    expect(c.getByRole('link', { name: 'Call WhatsApp number: 07700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(c.getByRole('link', { name: 'E-mail Contact e-mail: buyer@acme.example' })).toHaveAttribute('href', 'mailto:buyer@acme.example');
    const reply = c.getByRole('link', { name: texts.card.reply });
    expect(reply).toHaveAttribute('target', '_blank');
    const url = new URL(reply.getAttribute('href')!);
    expect(url.pathname).toBe('/447700900123');
    expect(url.searchParams.get('text')).toBe('Hi Acme Ltd, Camden Cloth here about Linen\n40 m');
    expect(c.getByText(/^Received 10 Jul 2025, 10:15$/)).toBeInTheDocument();
  });

  it('sets a status from the list through its callback', async () => {
    const { user, card, onStatus } = setup();
    await user.selectOptions(within(card).getByLabelText(texts.card.status), 'Quoted');
    expect(onStatus).toHaveBeenCalledWith('20279-3', 'Quoted');
    expect(await within(card).findByRole('status')).toHaveTextContent(texts.card.saved);
  });

  it('keeps a status that failed to save chosen, says why, and tries again', async () => {
    const onStatus = vi.fn().mockResolvedValueOnce('No connection.').mockResolvedValueOnce(null);
    const { user, card } = setup({ onStatus });
    const select = within(card).getByLabelText<HTMLSelectElement>(texts.card.status);
    await user.selectOptions(select, 'Closed');
    expect(await within(card).findByRole('alert')).toHaveTextContent(fillTemplate(texts.card.notSaved, { reason: 'No connection.' }));
    expect(select.value).toBe('Closed');
    await user.click(within(card).getByRole('button', { name: texts.card.saveAgain }));
    expect(onStatus).toHaveBeenLastCalledWith('20279-3', 'Closed');
    await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
  });

  it('shows a stored status outside the list as such, and still takes a note', async () => {
    const { user, card, onNote } = setup({ enquiry: { ...ENQUIRY, status: 'Called back' } });
    const select = within(card).getByLabelText<HTMLSelectElement>(texts.card.status);
    expect(select.value).toBe('Called back');
    expect(within(select).getByRole('option', { name: 'Called back (not in the list)' })).toBeDisabled();
    await user.type(within(card).getByLabelText(texts.card.note), 'Old status');
    await user.click(within(card).getByRole('button', { name: texts.card.saveNote }));
    expect(onNote).toHaveBeenCalledWith('20279-3', 'Old status');
  });

  it('limits the note to its maximum, counting as it goes', async () => {
    const { user, card } = setup({ noteMaxLength: 10 });
    const note = within(card).getByLabelText<HTMLTextAreaElement>(texts.card.note);
    expect(note).toHaveAttribute('maxlength', '10');
    await user.type(note, 'Twelve chars');
    expect(note.value).toBe('Twelve cha');
    expect(within(card).getByText('10 of 10 characters; only owners see it.')).toBeInTheDocument();
  });

  it('keeps the typed note when its save fails, and saves it on the next try', async () => {
    const onNote = vi.fn().mockResolvedValueOnce('The database refused the change.').mockResolvedValueOnce(null);
    const { user, card } = setup({ onNote });
    const note = within(card).getByLabelText<HTMLTextAreaElement>(texts.card.note);
    await user.type(note, 'Wants 40 m by Friday');
    await user.click(within(card).getByRole('button', { name: texts.card.saveNote }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The database refused the change.');
    expect(note.value).toBe('Wants 40 m by Friday');
    await user.click(within(card).getByRole('button', { name: texts.card.saveAgain }));
    expect(onNote).toHaveBeenLastCalledWith('20279-3', 'Wants 40 m by Friday');
    expect(await within(card).findByRole('status')).toHaveTextContent(texts.card.saved);
  });

  it('asks before deleting, naming the enquiry; Keep it deletes nothing', async () => {
    const { user, card, onRemove } = setup();
    await user.click(within(card).getByRole('button', { name: 'Delete the enquiry from Acme Ltd' }));
    expect(onRemove).not.toHaveBeenCalled();
    const question = within(card).getByRole('group', {
      name: 'Delete the enquiry from Acme Ltd, received 10 Jul 2025, 10:15? It cannot be undone.',
    });
    await user.click(within(question).getByRole('button', { name: texts.card.removeCancel }));
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Delete the enquiry from Acme Ltd' }));
    await user.click(within(card).getByRole('button', { name: texts.card.removeConfirm }));
    expect(onRemove).toHaveBeenCalledWith('20279-3');
  });

  it('says why a delete failed, keeping the card', async () => {
    const { user, card } = setup({ onRemove: vi.fn(() => Promise.resolve<string | null>('No connection.')) });
    await user.click(within(card).getByRole('button', { name: 'Delete the enquiry from Acme Ltd' }));
    await user.click(within(card).getByRole('button', { name: texts.card.removeConfirm }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Not deleted: No connection.');
  });

  it('names an enquiry with no text value by its id, and one without a time as such', () => {
    setup({ enquiry: { ...ENQUIRY, id: 'legacy', fields: { details: 'Hi' }, createdAt: null } });
    const card = screen.getByRole('article', { name: 'Enquiry legacy' });
    expect(within(card).getByText(texts.card.noTime)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: texts.card.reply })).toBeNull();
  });
});
