import type { StoredEnquiry } from '../../src/data/source.ts';
import { MS_PER_DAY } from '../../src/domain/enquiry-day.ts';
import { printable } from '../../src/domain/printable.ts';

/** The configured fields the table shows, in order (`enquiries.fields`). */
export type TableField = { name: string; kind: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time, minute precision: what the shop owner reads in a terminal. */
export function localTime(date: Date | null): string {
  if (!date) return '(no time)       ';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A readable block per enquiry, newest first as given: the one-line fields joined by ' | ', then each textarea on its own line. */
export function listing(fields: readonly TableField[], enquiries: StoredEnquiry[]): string {
  if (enquiries.length === 0) return 'No enquiries yet.\n';
  const short = fields.filter((f) => f.kind !== 'textarea');
  const long = fields.filter((f) => f.kind === 'textarea');
  const text = (e: StoredEnquiry, f: TableField) => printable(e.fields[f.name] ?? '');
  return enquiries
    .map((e) => {
      const lines = [...(short.length > 0 ? [short.map((f) => text(e, f)).join(' | ')] : []), ...long.map((f) => text(e, f))];
      return `${localTime(e.createdAt)}  [${printable(e.status)}]  ${printable(e.id)}\n${lines.map((line) => `  ${line}\n`).join('')}`;
    })
    .join('\n');
}

/** The shop's calendar date of a day number (days since 1970-01-01 in the shop's time zone). */
export function dayDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * A line for each day whose counter reached `enquiries.dailyLimit`: that day's later visitors were refused
 * (and shown the phone and chat links), so the owner knows to expect calls, or a flood to look into.
 */
export function fullDays(counts: readonly { day: number; count: number }[], dailyLimit: number): string {
  return counts
    .filter((c) => c.count >= dailyLimit)
    .map((c) => `${dayDate(c.day)}: the enquiry box was full (${c.count} of ${dailyLimit}); later visitors were asked to call or chat.\n`)
    .join('');
}
