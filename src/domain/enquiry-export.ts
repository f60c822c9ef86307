import { toCsv } from './csv-cell';
import { exportable } from './printable';

/** A configured field as the export names it: its stored name (`enquiries.fields[].name`). */
export interface ExportField {
  name: string;
}

/**
 * An enquiry as the export reads it: its id, status, creation time (null when absent), fields by stored
 * name, and what the owner added: the private note ('' when none) and when they last changed it (null when never).
 */
export interface ExportEnquiry {
  id: string;
  status: string;
  createdAt: Date | null;
  fields: Readonly<Record<string, string>>;
  note: string;
  updatedAt: Date | null;
  /** The key of the language it was written in (`lang`), where it says one. */
  lang?: string;
}

/** What the export adds in a shop of several languages: `lang`, each enquiry's language key ('' where it says none). */
export interface ExportOptions {
  lang?: boolean;
}

/**
 * Columns: id, createdAt, status, the configured fields, then the owner's note and updatedAt. Every header is
 * the stored key (stable, unlike labels, and never a visitor's field: enquiry-keys.ts reserves them), and
 * the owner's columns come last so the visitor's keep the places they had before owners existed. In a shop of
 * several languages (`options.lang`), `lang` follows the fields; a one-language shop's file is as before.
 */
export function exportHeader(fields: readonly ExportField[], options: ExportOptions = {}): string[] {
  return ['id', 'createdAt', 'status', ...fields.map((f) => f.name), ...(options.lang ? ['lang'] : []), 'note', 'updatedAt'];
}

const isoTime = (time: Date | null) => time?.toISOString() ?? '';

/**
 * One export row: ISO times in UTC, so a spreadsheet sorts them and no time zone is guessed.
 * Line breaks and tabs stay (CSV quotes them); other control characters and bidi overrides go.
 */
export function exportRow(fields: readonly ExportField[], e: ExportEnquiry, options: ExportOptions = {}): string[] {
  const lang = options.lang ? [e.lang ?? ''] : [];
  return [e.id, isoTime(e.createdAt), e.status, ...fields.map((f) => e.fields[f.name] ?? ''), ...lang, e.note, isoTime(e.updatedAt)].map(
    exportable,
  );
}

/** The whole file, header first, in the order given: what `npm run enquiries -- export` and the owner's inbox write. */
export function enquiriesCsv(fields: readonly ExportField[], enquiries: readonly ExportEnquiry[], options: ExportOptions = {}): string {
  return toCsv([exportHeader(fields, options), ...enquiries.map((e) => exportRow(fields, e, options))]);
}
