import { internationalDigits } from '../../domain/phone-number';
import { chatHref, fillMessage, mailHref } from '../../domain/templates';
import type { EnquiryFieldSpec } from '../form/enquiry-values';

/** A configured field as the inbox shows it (`enquiries.fields`): its stored name, label and kind. */
export type InboxField = Pick<EnquiryFieldSpec, 'name' | 'label' | 'kind'>;

/** What the inbox needs of the shop: its name, chat link template, country calling code, time zone and language. */
export interface InboxShop {
  /** `shop.name`: the reply's {shop}. */
  name: string;
  /** `shop.chatUrl`, e.g. `https://wa.me/{phone}?text={message}`. */
  chatUrl: string;
  /** The country calling code of `site.country` (e.g. "91"), put before a number typed the national way. */
  callingCode: string;
  /** `site.utcOffsetMinutes`: the shop's time zone. */
  utcOffsetMinutes: number;
  /** `site.lang`: how times are written. */
  locale: string;
  /**
   * A shop of several languages only: each, the default first, with the reply in it. A card names the
   * language its enquiry was written in (`lang`) and replies in it; none or an unknown one: the default's.
   */
  languages?: readonly InboxLanguage[];
}

/** One of the shop's languages as the inbox shows it: its key (an enquiry's `lang`), label, tag and reply message. */
export interface InboxLanguage {
  key: string;
  label: string;
  lang: string;
  replyMessage: string;
}

/** An enquiry as the inbox shows it. */
export interface InboxEnquiry {
  id: string;
  /** The visitor's values by stored field name. */
  fields: Readonly<Record<string, string>>;
  status: string;
  createdAt: Date | null;
  /** The owner's private note ('' when none). */
  note: string;
  /** The key of the language of the page it was sent from, when it is one of the shop's (InboxShop.languages). */
  lang?: string;
}

/** The time in the shop's time zone (a fixed offset from UTC) and language: "10 Jul 2025, 3:30 pm" for en-IN. */
export function shopTime(time: Date, utcOffsetMinutes: number, locale: string): string {
  const shifted = new Date(time.getTime() + utcOffsetMinutes * 60_000);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(shifted);
}

/** A tel: link in the international form, so it dials from anywhere; undefined without a digit. */
export function telLink(value: string, callingCode: string): string | undefined {
  const digits = internationalDigits(value, callingCode);
  return digits ? `tel:+${digits}` : undefined;
}

/** A mailto: link to exactly this address: a `?` or `&` the visitor typed cannot add a subject or a copy. */
export function mailLink(value: string): string | undefined {
  const address = value.trim();
  return address.includes('@') ? mailHref(encodeURIComponent(address).replaceAll('%40', '@')) : undefined;
}

/** The link a field's value gets: tel: for kind tel, mailto: for kind email, none for the others. */
export function fieldLink(field: InboxField, value: string, callingCode: string): string | undefined {
  if (field.kind === 'tel') return telLink(value, callingCode);
  if (field.kind === 'email') return mailLink(value);
  return undefined;
}

/**
 * The reply link: the shop's chat template (`shop.chatUrl`) to the first phone field's number, normalised
 * to the shop's country code, with `message` filled from the enquiry's fields by stored name and {shop}.
 * Undefined when the enquiry has no number, or the template has no {phone} (it cannot reach the visitor).
 */
export function replyLink(
  shop: InboxShop,
  message: string,
  fields: readonly InboxField[],
  values: InboxEnquiry['fields'],
): string | undefined {
  if (!shop.chatUrl.includes('{phone}')) return undefined;
  const phone = fields
    .filter((f) => f.kind === 'tel')
    .map((f) => internationalDigits(values[f.name] ?? '', shop.callingCode))
    .find((digits) => digits !== '');
  if (!phone) return undefined;
  const byName = Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()]));
  return chatHref(shop.chatUrl, phone, fillMessage(message, { ...byName, shop: shop.name }));
}

/** What names the enquiry (its heading, the delete question): the first text field with a value, else undefined. */
export function enquiryName(fields: readonly InboxField[], values: InboxEnquiry['fields']): string | undefined {
  return fields
    .filter((f) => f.kind === 'text')
    .map((f) => (values[f.name] ?? '').trim())
    .find((value) => value !== '');
}
