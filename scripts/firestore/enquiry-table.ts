import type { StoredEnquiry } from '../../src/data/source.ts';

export const EXPORT_HEADER = ['id', 'createdAt', 'status', 'name', 'mobile', 'email', 'city', 'enquiry'];

/** One export row: ISO times in UTC, so a spreadsheet sorts them and no time zone is guessed. */
export function exportRow(e: StoredEnquiry): string[] {
  return [e.id, e.createdAt?.toISOString() ?? '', e.status, e.title, e.mobile, e.emailaddress, e.city, e.enquiry];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time, minute precision: what the shop owner reads in a terminal. */
export function localTime(date: Date | null): string {
  if (!date) return '(no time)       ';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// Visitors typed this text: control characters could rewrite the owner's terminal.
const printable = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();

/** A readable block per enquiry, newest first as given. */
export function listing(enquiries: StoredEnquiry[]): string {
  if (enquiries.length === 0) return 'No enquiries yet.\n';
  return enquiries
    .map((e) => {
      const who = [e.title, e.mobile, e.emailaddress, e.city].map(printable).join(' | ');
      return `${localTime(e.createdAt)}  [${printable(e.status)}]  ${e.id}\n  ${who}\n  ${printable(e.enquiry)}\n`;
    })
    .join('\n');
}
