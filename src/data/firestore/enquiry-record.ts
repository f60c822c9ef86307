import type { RawDocument, StoredEnquiry } from '../source';

// Any stored value lists as text: numbers, Timestamps and arrays read well, and a hand-edited map still lists.
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- String() of every kind of value is intended
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

// Both SDKs' Timestamp classes have toDate(); this file stays free of either so the CLI can share it.
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const withToDate = value as { toDate?: unknown } | null;
  return typeof withToDate?.toDate === 'function' ? (withToDate.toDate as () => Date).call(value) : null;
}

/**
 * Shapes a stored enquiry leniently: old or hand-edited documents must still list and export.
 * Every key but status, createdAt, the daily cap's own (day and seq, which the id repeats, and the
 * submission token) and the page's language (`lang`, kept apart when it is a text) is kept as a field, even
 * one the config has since renamed or dropped.
 */
export function toStoredEnquiry({ id, data }: RawDocument): StoredEnquiry {
  const {
    status,
    createdAt,
    day: _day,
    seq: _seq,
    token: _token,
    ...rest
  } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  // The rules let only a language key through; a hand-edited value of another kind stays in sight as a field.
  const { lang, ...others } = rest;
  const apart = typeof lang === 'string' && lang !== '';
  const fields = Object.fromEntries(Object.entries(apart ? others : rest).map(([name, value]) => [name, text(value)]));
  return { id, fields, status: text(status), createdAt: toDate(createdAt), ...(apart ? { lang } : {}) };
}

/** Newest first; enquiries without a creation time (written before it existed) last, by id. */
export function newestFirst<E extends StoredEnquiry>(enquiries: readonly E[]): E[] {
  const time = (e: E) => e.createdAt?.getTime() ?? -Infinity;
  return [...enquiries].sort((a, b) => time(b) - time(a) || a.id.localeCompare(b.id));
}
