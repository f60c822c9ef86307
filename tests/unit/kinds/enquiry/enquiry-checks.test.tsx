import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from '../../../../src/components/form/EnquiryForm';
import type { EnquiryFieldSpec } from '../../../../src/components/form/enquiry-values';
import { COUNTERS_KEY, ENQUIRIES_KEY, createDemoSource } from '../../../../src/data/demo/demo-source';
import { EnquiryBusy } from '../../../../src/data/enquiry-box';
import type { CatalogueSource } from '../../../../src/data/source';
import { enquiryDay } from '../../../../src/domain/enquiry-day';
import { chatHref, fillMessage, fillTemplate } from '../../../../src/domain/templates';
import { ANSWERS, catalogue, renderPage } from '../../../support/render-page';
import { FORMAT_BLANKS } from '../../../support/format-blanks';

const texts = catalogue.texts.enquiry;

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /^(Submit|Sending…)$/ });
const stored = (): unknown[] => JSON.parse(localStorage.getItem(ENQUIRIES_KEY) ?? '[]') as unknown[];

async function fill(user: UserEvent, answers: Partial<Record<keyof typeof ANSWERS, string>> = ANSWERS) {
  for (const [label, value] of Object.entries(answers)) if (value) await user.type(field(label), value);
}

describe('blank means blank: Unicode White_Space and invisible fillers', { timeout: 20_000 }, () => {
  // What a name pasted from a chat app or a phone keyboard can hold and still show nothing.
  const BLANKS = ['\u00a0', '\u3000', '\u2003', '\u2028', '\ufeff', '\u3164', '\u200b', ...FORMAT_BLANKS];

  it.each(BLANKS.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'a name of only %s is refused with the mandatory text, and nothing is stored',
    async (_name, blank) => {
      const user = userEvent.setup({ delay: null });
      await renderPage('/Enqueries');
      await fill(user, { ...ANSWERS, Name: '' });
      fireEvent.change(field('Name'), { target: { value: blank.repeat(3) } });
      await user.click(submit());
      expect(screen.getByRole('alert')).toHaveTextContent(texts.mandatory);
      expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
      expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();
    },
  );

  it('a name with blanks around it is stored without them, the blanks between words kept', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await fill(user, { ...ANSWERS, Name: '' });
    fireEvent.change(field('Name'), { target: { value: '\u200b\u00a0Asha\u3000Das\u3164\ufeff' } });
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(texts.success);
    expect(stored()).toEqual([expect.objectContaining({ title: 'Asha\u3000Das' })]);
  });
});

describe('a phone number typed in Bengali digits', { timeout: 20_000 }, () => {
  it('is checked and stored in Latin digits; other fields keep theirs', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await fill(user, { ...ANSWERS, Mobile: '', City: '' });
    fireEvent.change(field('Mobile'), { target: { value: ' ৯৮৩০০ ০০০০০ ' } });
    fireEvent.change(field('City'), { target: { value: 'কৃষ্ণনগর ১' } });
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(texts.success);
    expect(stored()).toEqual([expect.objectContaining({ mobile: '98300 00000', city: 'কৃষ্ণনগর ১' })]);
  });
});

describe('a field with a pattern (enquiries.fields[].pattern)', { timeout: 20_000 }, () => {
  // The form takes each field's pattern as given (the page gives fieldPattern(field)).
  const FIELDS: EnquiryFieldSpec[] = [
    { name: 'title', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    { name: 'mobile', label: 'Mobile', kind: 'tel', required: true, maxLength: 20, pattern: '\\+?[0-9][0-9 ]{8,17}[0-9]' },
    { name: 'emailaddress', label: 'Email', kind: 'email', required: false, maxLength: 254, pattern: '[^@\\s<>]+@[^@\\s<>]+\\.[^@\\s<>]+' },
  ];

  function renderForm() {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<EnquiryForm fields={FIELDS} texts={texts} onSubmit={onSubmit} minSeconds={0} />);
    return onSubmit;
  }

  it.each([
    ['letters', 'call me'],
    ['a number with something after it (the whole text must match)', '98300 00000 ext'],
    ['too few digits', '98300'],
  ])("refuses %s with the config's invalidFormat text naming the field, and sends nothing", async (_what, mobile) => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await user.type(field('Name'), 'Asha');
    await user.type(field('Mobile'), mobile);
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(fillTemplate(texts.invalidFormat, { label: 'Mobile' }));
    expect(field('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an e-mail field uses its pattern with the invalidEmail text: markup is no address', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await user.type(field('Name'), 'Asha');
    await user.type(field('Mobile'), '+91 98300 00000');
    fireEvent.change(field('Email'), { target: { value: '<script>alert(1)</script>@x.in' } });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(fillTemplate(texts.invalidEmail, { label: 'Email' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a matching text is sent without the blanks around it; an optional field left empty is not checked', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    await user.type(field('Name'), 'Asha');
    // Autofill and phone keyboards leave a space at the end; the pattern is checked on the text as sent.
    await user.type(field('Mobile'), '+91 98300 00000 ');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(texts.success);
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Asha', mobile: '+91 98300 00000', emailaddress: '' });
  });
});

describe("past the day's cap (enquiries.dailyLimit)", { timeout: 20_000 }, () => {
  const { dailyLimit } = catalogue.enquiries!;
  const offset = catalogue.site.utcOffsetMinutes;

  it("says so in the config's words with the helpline and chat links, keeps everything typed, and stores nothing", async () => {
    // The demo store's counter for today already holds the day's cap, as after a flood.
    localStorage.setItem(COUNTERS_KEY, JSON.stringify({ [enquiryDay(Date.now(), offset)]: dailyLimit }));
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries');
    await fill(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    const { shop, messages, site } = catalogue;
    expect(alert).toHaveTextContent(fillTemplate(texts.boxFull, { phone: shop.phones.helpline }));
    expect(within(alert).getByRole('link', { name: shop.phones.helpline })).toHaveAttribute('href', 'tel:+910000000001');
    const chat = within(alert).getByRole('link', { name: catalogue.texts.list.chat });
    const message = fillMessage(messages.shop, { shop: shop.name, url: site.url ?? '' });
    expect(chat).toHaveAttribute('href', chatHref(shop.chatUrl, shop.phones.chat, message));
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('status')).toBeNull();
    for (const [label, value] of Object.entries(ANSWERS)) expect(field(label)).toHaveValue(value);
    expect(submit()).toBeEnabled();
    expect(localStorage.getItem(ENQUIRIES_KEY)).toBeNull();
  });
});

describe("today's counter held busy by another client until the form stops waiting", { timeout: 20_000 }, () => {
  it('says so in texts.enquiry.busy with the helpline and chat links, and keeps everything typed', async () => {
    const busy: CatalogueSource = { ...createDemoSource(), addEnquiry: () => Promise.reject(new EnquiryBusy()) };
    const user = userEvent.setup({ delay: null });
    await renderPage('/Enqueries', busy);
    await fill(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    const { shop } = catalogue;
    expect(alert).toHaveTextContent(fillTemplate(texts.busy, { phone: shop.phones.helpline }));
    expect(within(alert).getByRole('link', { name: shop.phones.helpline })).toHaveAttribute('href', 'tel:+910000000001');
    expect(within(alert).getByRole('link', { name: catalogue.texts.list.chat })).toHaveAttribute('target', '_blank');
    for (const [label, value] of Object.entries(ANSWERS)) expect(field(label)).toHaveValue(value);
    expect(submit()).toBeEnabled();
  });
});
