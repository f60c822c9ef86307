import { describe, expect, it } from 'vitest';
import { catalogueFrom, mutate, positionOf, problems, specCatalogue } from '../../../support/catalogue';
import { SHOWROOM, minimalCatalogue } from '../../../support/minimal-catalogue';

const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};

// A small shop with the specification's country, phones and two showrooms; each test edits it.
const HEAD_OFFICE = SHOWROOM.replace('id: branch', 'id: head-office')
  .replace('pin: "741156"', 'pin: "741126"')
  .replace('+91 00000 00012', '+91 00000 00011');
const SHOP = minimalCatalogue({ showrooms: `${HEAD_OFFICE}${SHOWROOM}` });

/** The small shop with every pair of texts replaced. */
const edit = (...pairs: [string, string][]) => pairs.reduce((source, [find, replace]) => mutate(source, find, replace), SHOP);

const PHONES: [string, string][] = [
  ['helpline: "+91 00000 00001"', 'helpline: "+1 212 555 0101"'],
  ['callBook: "+91 00000 00002"', 'callBook: "+1 212 555 0102"'],
  ['chat: "+91 00000 00003"', 'chat: "+1 212 555 0103"'],
  ['business: "+91 00000 00004"', 'business: "+1 212 555 0104"'],
  ['phone: "+91 00000 00011"', 'phone: "+1 212 555 0111"'],
  ['phone: "+91 00000 00012"', 'phone: "+1 212 555 0112"'],
];

describe('site.lang, site.currency and site.country', () => {
  it('are set in the specification', () => {
    expect(specCatalogue().site).toMatchObject({ lang: 'en-IN', currency: 'INR', country: 'IN' });
    expect(problems(SHOP)).toEqual([]);
    expect(catalogueFrom(SHOP).showrooms.map((s) => [s.pin, s.phone])).toEqual([
      ['741126', '+91 00000 00011'],
      ['741156', '+91 00000 00012'],
    ]);
  });

  it('reject an unknown currency code, suggesting the intended one', () => {
    const bad = edit(['currency: INR', 'currency: EUO']);
    expect(problems(bad)).toEqual([`site.currency ${at(bad, 'EUO')}: "EUO" is not an ISO 4217 currency code (did you mean "EUR"?)`]);
    expect(problems(edit(['currency: INR', 'currency: QQQ']))).toEqual([
      expect.stringMatching(/^site\.currency .*: "QQQ" is not an ISO 4217 currency code$/),
    ]);
  });

  it('reject a currency that is not three capital letters', () => {
    const bad = edit(['currency: INR', 'currency: rupees']);
    expect(problems(bad)).toEqual([
      `site.currency ${at(bad, 'rupees')}: expected an ISO 4217 currency code of three capital letters, such as "INR", got "rupees"`,
    ]);
  });

  it('reject a country code that ISO 3166-1 does not assign', () => {
    const bad = edit(['country: IN\n', 'country: XX\n']);
    expect(problems(bad)).toEqual([`site.country ${at(bad, 'XX\n')}: "XX" is not an ISO 3166-1 country code`]);
    expect(problems(edit(['country: IN\n', 'country: UK\n']))).toEqual([
      expect.stringContaining('"UK" is not an ISO 3166-1 country code ("UK" is only reserved, for United Kingdom; did you mean "GB"?)'),
    ]);
    expect(problems(edit(['country: IN\n', 'country: India\n']))).toEqual([
      expect.stringContaining('expected an ISO 3166-1 country code of two capital letters, such as "IN", got "India"'),
    ]);
  });

  it('reject a malformed language tag (the browser could not format prices with it)', () => {
    const bad = edit(['lang: en-IN', 'lang: en_IN']);
    expect(problems(bad)).toEqual([`site.lang ${at(bad, 'en_IN')}: "en_IN" is not a language tag such as "en-IN"`]);
  });
});

describe('postal codes and phone numbers are checked for site.country', () => {
  it('rejects a showroom postal code that does not fit the country', () => {
    const bad = edit(['pin: "741156"', 'pin: "74115"']);
    expect(problems(bad)).toEqual([`showrooms[1].pin ${at(bad, '"74115"')}: "74115" is not a postal code of IN (India)`]);
  });

  it('accepts US and GB postal codes and numbers once the country changes', () => {
    const us = edit(
      ['country: IN\n', 'country: US\n'],
      ['pin: "741126"', 'pin: "10001"'],
      ['pin: "741156"', 'pin: "94105-1234"'],
      ...PHONES,
    );
    expect(problems(us)).toEqual([]);
    expect(catalogueFrom(us).showrooms.map((s) => s.pin)).toEqual(['10001', '94105-1234']);

    const gb = edit(
      ['country: IN\n', 'country: GB\n'],
      ['pin: "741126"', 'pin: "SW1A 1AA"'],
      ['pin: "741156"', 'pin: "M1 1AE"'],
      ...PHONES.map(([find, replace]): [string, string] => [find, replace.replace(/\+1 212 555 01(\d\d)/, '+44 20 7946 00$1')]),
    );
    expect(problems(gb)).toEqual([]);
  });

  it('reports every number and code that belongs to another country, all at once', () => {
    const bad = edit(['country: IN\n', 'country: US\n']);
    const out = problems(bad);
    expect(out).toHaveLength(8);
    expect(out).toContain(
      `shop.phones.helpline ${at(bad, '"+91 00000 00001"')}: "+91 00000 00001" is not a phone number of US (United States): its country code is +91, not +1`,
    );
    expect(out).toContain(`showrooms[0].pin ${at(bad, '"741126"')}: "741126" is not a postal code of US (United States)`);
  });

  it('rejects a phone number with the wrong number of digits for the country', () => {
    const bad = edit(
      ['helpline: "+91 00000 00001"', 'helpline: "+91 12345"'],
      ['phone: "+91 00000 00012"', 'phone: "+91 00000 00000 00012"'],
    );
    expect(problems(bad)).toEqual([
      `shop.phones.helpline ${at(bad, '"+91 12345"')}: "+91 12345" is not a phone number of IN (India): too few digits`,
      `showrooms[1].phone ${at(bad, '"+91 00000 00000 00012"')}: "+91 00000 00000 00012" is not a phone number of IN (India): too many digits`,
    ]);
    const us = edit(['country: IN\n', 'country: US\n'], ['pin: "741126"', 'pin: "10001"'], ['pin: "741156"', 'pin: "10002"'], ...PHONES);
    const short = mutate(us, 'helpline: "+1 212 555 0101"', 'helpline: "+1 212 555 010"');
    expect(problems(short)).toEqual([
      expect.stringContaining('"+1 212 555 010" is not a phone number of US (United States): too few digits'),
    ]);
  });

  it('wants the chat number in international form (chat links dial digits only)', () => {
    const bad = edit(['chat: "+91 00000 00003"', 'chat: "98765 43210"']);
    expect(problems(bad)).toEqual([
      `shop.phones.chat ${at(bad, '"98765 43210"')}: "98765 43210" needs its country code for chat links: write it as "+91 …"`,
    ]);
  });
});

describe('shop.chatUrl', () => {
  const LINE = 'chatUrl: "https://wa.me/{phone}?text={message}"';

  it("is WhatsApp's template in the specification, and by default", () => {
    expect(specCatalogue().shop.chatUrl).toBe('https://wa.me/{phone}?text={message}');
    expect(catalogueFrom(edit([`  ${LINE}\n`, ''])).shop.chatUrl).toBe('https://wa.me/{phone}?text={message}');
  });

  it('takes another messenger in one line (Telegram)', () => {
    const telegram = edit([LINE, 'chatUrl: "https://t.me/+{phone}?text={message}"']);
    expect(problems(telegram)).toEqual([]);
    expect(catalogueFrom(telegram).shop.chatUrl).toBe('https://t.me/+{phone}?text={message}');
  });

  it('reports unknown placeholders, suggesting the intended one', () => {
    const bad = edit([LINE, 'chatUrl: "https://t.me/+{phon}?text={msg}"']);
    const where = at(bad, '"https://t.me');
    expect(problems(bad)).toEqual([
      `shop.chatUrl ${where}: unknown placeholder {phon} (did you mean {phone}?); use {phone} or {message}`,
      `shop.chatUrl ${where}: unknown placeholder {msg}; use {phone} or {message}`,
    ]);
  });

  it('must be an https:// URL', () => {
    const bad = edit([LINE, 'chatUrl: "http://wa.me/{phone}?text={message}"']);
    expect(problems(bad)).toEqual([
      `shop.chatUrl ${at(bad, '"http://')}: expected an https:// URL template such as "https://wa.me/{phone}?text={message}", got "http://wa.me/{phone}?text={message}"`,
    ]);
    expect(problems(edit([LINE, 'chatUrl: "https://:80/{phone}"']))).toEqual([
      expect.stringContaining('"https://:80/{phone}" is not an https:// URL once {phone} and {message} are filled in'),
    ]);
  });
});
