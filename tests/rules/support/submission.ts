import { newSubmissionToken } from '../../../src/data/enquiry-id';
import { MS_PER_DAY, counterCollection, enquiryDocId, receiptCollection } from '../../../src/domain/enquiry-day';
import type { Fields, Value, Write } from './rest';

const HOUR = 3_600_000;

/**
 * A shop time zone (minutes from UTC, within the config's -720..840) that puts the shop's clock an hour
 * from its midnight, on the other side of it from UTC: the shop's day is then never UTC's, so rules
 * that ignored the offset would refuse every enquiry, and no midnight falls within the suite's run.
 */
export function offsetAwayFromMidnight(nowMs: number): number {
  const utcTime = nowMs % MS_PER_DAY;
  // From 11:00 UTC: 01:00 on the next day; before it: 23:00 on the day before.
  const offset = utcTime >= 11 * HOUR ? MS_PER_DAY + HOUR - utcTime : -(utcTime + HOUR);
  return Math.round(offset / 60_000);
}

/** What a visitor types into the spec's form: every field filled and well formed. */
export const GOOD_FIELDS: Fields = {
  title: 'Rina Das',
  mobile: '+91 98765 43210',
  emailaddress: 'rina.das@example.in',
  city: 'Krishnanagar',
  enquiry: 'Is the blue Baluchari saree still in stock?',
};

export interface Submission {
  day: number;
  seq: number;
  token?: string;
  /** Replaces or adds fields of the enquiry document (day, seq, token and status included). */
  fields?: Record<string, Value>;
  /** Leaves these out of the enquiry document. */
  omit?: string[];
  /** The document id, if not `<day>-<seq>`. */
  id?: string;
  /** The counter's new count, if not seq. */
  count?: number;
  /** Leave out the counter write, or the receipt. */
  without?: ('counter' | 'receipt')[];
}

/**
 * The one commit the form sends (plain sets, no preconditions: the rules alone decide) for a submission (src/domain/enquiry-day.ts): the enquiry `<day>-<seq>`,
 * its day's counter raised to seq (created at 1), and the receipt of its token.
 */
export function submission(collection: string, status: string, s: Submission): Write[] {
  const token = s.token ?? newSubmissionToken();
  const id = s.id ?? enquiryDocId(s.day, s.seq);
  const count = s.count ?? s.seq;
  const fields: Fields = { ...GOOD_FIELDS, status, day: s.day, seq: s.seq, token, ...s.fields };
  for (const key of s.omit ?? []) delete fields[key];
  const enquiry: Write = {
    collection,
    id,
    fields,
    serverTime: 'createdAt' in fields || s.omit?.includes('createdAt') ? [] : ['createdAt'],
  };
  const counter: Write = { collection: counterCollection(collection), id: String(s.day), fields: { count } };
  const receipt: Write = { collection: receiptCollection(collection), id: token, fields: { enquiry: id } };
  return [enquiry, ...(s.without?.includes('counter') ? [] : [counter]), ...(s.without?.includes('receipt') ? [] : [receipt])];
}
