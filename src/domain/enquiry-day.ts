/**
 * The daily enquiry cap's shared names and numbers: the form, the demo store, firestore.rules and
 * `npm run enquiries` all derive them here, so they cannot disagree.
 *
 * Each stored enquiry takes one unit of its day's counter: the enquiry `<day>-<seq>` is stored only in
 * the same commit that raises the counter `<collection>-daily/<day>` from seq - 1 to seq, and never past
 * the config's `enquiries.dailyLimit`. A receipt `<collection>-receipts/<token>` (the form's random id for
 * one submission) is written with it, so a retry of that submission finds it and stores nothing twice.
 */
export const MS_PER_DAY = 86_400_000;

/** The shop's day number: whole days since 1970-01-01 in the shop's time zone (`site.utcOffsetMinutes`). */
export function enquiryDay(nowMs: number, utcOffsetMinutes: number): number {
  return Math.floor((nowMs + utcOffsetMinutes * 60_000) / MS_PER_DAY);
}

/** The document id of a day's seq-th enquiry (seq counts from 1). */
export function enquiryDocId(day: number, seq: number): string {
  return `${day}-${seq}`;
}

/** The collection of per-day counters (`{ count }`, document id = the day number). */
export function counterCollection(enquiries: string): string {
  return `${enquiries}-daily`;
}

/** The collection of receipts (`{ enquiry: "<day>-<seq>" }`, document id = the submission's token). */
export function receiptCollection(enquiries: string): string {
  return `${enquiries}-receipts`;
}
