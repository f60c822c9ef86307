import { describe, expect, it } from 'vitest';
import { enquiryName, fieldLink, mailLink, replyLink, shopTime, telLink } from '../../../../src/components/owner/enquiry-links';

// Not the specification's form: nothing may assume its field names.
const FIELDS = [
  { name: 'company', label: 'Company', kind: 'text' },
  { name: 'office', label: 'Office phone', kind: 'tel' },
  { name: 'whatsapp', label: 'WhatsApp number', kind: 'tel' },
  { name: 'contact', label: 'Contact e-mail', kind: 'email' },
  { name: 'details', label: 'What you need', kind: 'textarea' },
] as const;
const SHOP = {
  name: 'Camden Cloth',
  chatUrl: 'https://wa.me/{phone}?text={message}',
  callingCode: '44',
  utcOffsetMinutes: 60,
  locale: 'en-GB',
};
const VALUES = { company: ' Acme Ltd ', office: '', whatsapp: '07700 900123', contact: 'buyer@acme.example', details: 'Linen, 40 m' };

describe("the inbox's links, built from the configured fields", () => {
  it('replies through the shop’s chat to the first phone field with a number, normalised, with any field by name and {shop}', () => {
    const href = replyLink(SHOP, 'Hi {company}, {shop} here about: {details}', FIELDS, VALUES)!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/447700900123');
    expect(url.searchParams.get('text')).toBe('Hi Acme Ltd, Camden Cloth here about: Linen, 40 m');
  });

  it('has no reply link without a number, or when the chat template cannot reach a number', () => {
    expect(replyLink(SHOP, 'Hi', FIELDS, { ...VALUES, whatsapp: '' })).toBeUndefined();
    expect(replyLink({ ...SHOP, chatUrl: 'https://m.me/camden.cloth' }, 'Hi', FIELDS, VALUES)).toBeUndefined();
  });

  it('leaves an empty field out of the message, with its separator', () => {
    const href = replyLink(SHOP, 'Hi {company}, {shop} here about: {details}', FIELDS, { ...VALUES, details: '' })!;
    expect(new URL(href).searchParams.get('text')).toBe('Hi Acme Ltd, Camden Cloth here about');
  });

  it('links kind tel to tel: (international) and kind email to mailto:, nothing else', () => {
    expect(fieldLink(FIELDS[2], '07700 900123', '44')).toBe('tel:+447700900123');
    expect(fieldLink(FIELDS[3], 'buyer@acme.example', '44')).toBe('mailto:buyer@acme.example');
    expect(fieldLink(FIELDS[0], 'Acme', '44')).toBeUndefined();
    expect(fieldLink(FIELDS[4], '+44 1', '44')).toBeUndefined();
    expect(telLink('no number', '44')).toBeUndefined();
  });

  it('keeps a typed ? or & inside the address: it cannot add a subject, a body or a copy', () => {
    expect(mailLink('a@b.example?cc=x@evil.example&body=hi')).toBe('mailto:a@b.example%3Fcc%3Dx@evil.example%26body%3Dhi');
    expect(mailLink('not an address')).toBeUndefined();
  });

  it('writes the time in the shop’s time zone and language', () => {
    const at = new Date('2025-07-10T23:30:00Z');
    expect(shopTime(at, 60, 'en-GB')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date('2025-07-11T00:30:00Z'),
      ),
    );
    expect(shopTime(at, 330, 'en-IN')).toMatch(/11 Jul 2025/);
    expect(shopTime(at, -300, 'en-US')).toMatch(/Jul 10, 2025/);
  });

  it('names an enquiry by its first text field with a value', () => {
    expect(enquiryName(FIELDS, VALUES)).toBe('Acme Ltd');
    expect(enquiryName(FIELDS, { ...VALUES, company: '  ' })).toBeUndefined();
  });
});
