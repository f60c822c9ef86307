import { toCsv } from './csv-cell';
import { exportable } from './printable';

/** A configured field as the export names it: its stored name (`enquiries.fields[].name`). */
export interface ExportField {
  name: string;
}

/** An enquiry as the export reads it: its id, status, creation time (null when absent) and fields by stored name. */
export interface ExportEnquiry {
  id: string;
  status: string;
  createdAt: Date | null;
  fields: Readonly<Record<string, string>>;
}

/** Columns: id, createdAt, status, then the configured fields by their stored names (stable, unlike labels). */
export function exportHeader(fields: readonly ExportField[]): string[] {
  return ['id', 'createdAt', 'status', ...fields.map((f) => f.name)];
}

/**
 * One export row: ISO times in UTC, so a spreadsheet sorts them and no time zone is guessed.
 * Line breaks and tabs stay (CSV quotes them); other control characters and bidi overrides go.
 */
export function exportRow(fields: readonly ExportField[], e: ExportEnquiry): string[] {
  return [e.id, e.createdAt?.toISOString() ?? '', e.status, ...fields.map((f) => e.fields[f.name] ?? '')].map(exportable);
}

/** The whole file, header first, in the order given: what `npm run enquiries -- export` and the owner's inbox write. */
export function enquiriesCsv(fields: readonly ExportField[], enquiries: readonly ExportEnquiry[]): string {
  return toCsv([exportHeader(fields), ...enquiries.map((e) => exportRow(fields, e))]);
}
