import { enquiryDay, enquiryDocId } from '../domain/enquiry-day';
import { LANG_KEY } from '../domain/enquiry-keys';
import type { EnquiryBox, EnquirySubmission } from './source';

/** The day's enquiries reached `enquiries.dailyLimit`: nothing was stored, and the form says how else to reach the shop. */
export class EnquiryBoxFull extends Error {
  constructor(
    readonly day: number,
    readonly dailyLimit: number,
  ) {
    super(`the enquiry box is full for today (${dailyLimit} enquiries)`);
    this.name = 'EnquiryBoxFull';
  }
}

/**
 * The day's counter stayed locked by another client's transaction until the form's time ran out: the
 * enquiry is not known to be stored, so the form keeps the text and offers the phone and chat.
 */
export class EnquiryBusy extends Error {
  constructor(options?: ErrorOptions) {
    super('the enquiry box stayed busy until the form stopped waiting', options);
    this.name = 'EnquiryBusy';
  }
}

/** The shop's day a submission sent now belongs to, by the visitor's clock moved by `skewMs` (the server's lead). */
export function today({ utcOffsetMinutes }: EnquiryBox, skewMs = 0): number {
  return enquiryDay(Date.now() + skewMs, utcOffsetMinutes);
}

/**
 * The counter's next value, or EnquiryBoxFull: a day holds `dailyLimit` enquiries at most.
 * `count` is the counter as read (absent or malformed: 0, as the rules read a missing counter).
 */
export function nextSeq(count: unknown, day: number, { dailyLimit }: EnquiryBox): number {
  const n = typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0;
  if (n >= dailyLimit) throw new EnquiryBoxFull(day, dailyLimit);
  return n + 1;
}

/**
 * The enquiry document without its creation time: the configured fields, the status, and the unit of
 * the counter it took (day, seq) with the token that ties it to its receipt, and the page's language where
 * the submission gives one (LANG_KEY). The rules accept these keys.
 */
export function enquiryRecord({ token, fields, status, lang }: EnquirySubmission, day: number, seq: number) {
  return { id: enquiryDocId(day, seq), data: { ...fields, status, day, seq, token, ...(lang === undefined ? {} : { [LANG_KEY]: lang }) } };
}
