import type { StoredEnquiry } from '../../src/data/source.ts';

/** The configured fields the table shows, in order (`enquiries.fields`). */
export type TableField = { name: string; kind: string };

// Control characters (C0 with tab and newline, DEL, C1): escape sequences could recolour, move or
// rewrite the owner's terminal. Bidi overrides and isolates could make text read in another order.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

/** Columns: id, createdAt, status, then the configured fields by their stored names (stable, unlike labels). */
export function exportHeader(fields: readonly TableField[]): string[] {
  return ['id', 'createdAt', 'status', ...fields.map((f) => f.name)];
}

/**
 * One export row: ISO times in UTC, so a spreadsheet sorts them and no time zone is guessed.
 * Line breaks and tabs stay (CSV quotes them); other control characters and bidi overrides go.
 */
export function exportRow(fields: readonly TableField[], e: StoredEnquiry): string[] {
  return [e.id, e.createdAt?.toISOString() ?? '', e.status, ...fields.map((f) => e.fields[f.name] ?? '')].map(exportable);
}

// eslint-disable-next-line no-control-regex -- the control characters a CSV cell must not carry
const exportable = (s: string) => s.replace(BIDI, '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '');

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time, minute precision: what the shop owner reads in a terminal. */
export function localTime(date: Date | null): string {
  if (!date) return '(no time)       ';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A stored value (visitors chose the text and, through the public rules, the id) made safe to print:
 * each run of control characters becomes one space, so a newline still separates words.
 */
export function printable(s: string): string {
  return s.replace(BIDI, '').replace(CONTROL, ' ').trim();
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
