import { enquiryDay, enquiryDocId } from '../domain/enquiry-day';
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

/** The shop's day a submission sent now belongs to. */
export function today({ utcOffsetMinutes }: EnquiryBox): number {
  return enquiryDay(Date.now(), utcOffsetMinutes);
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
 * the counter it took (day, seq) with the token that ties it to its receipt. The rules accept these keys.
 */
export function enquiryRecord({ token, fields, status }: EnquirySubmission, day: number, seq: number) {
  return { id: enquiryDocId(day, seq), data: { ...fields, status, day, seq, token } };
}
