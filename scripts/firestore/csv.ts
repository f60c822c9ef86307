import { CsvError, parse } from 'csv-parse/sync';

/**
 * Reads CSV as spreadsheets write it (quoted cells, "" escapes, newlines inside quotes, CRLF, LF or CR,
 * a BOM). Rows may differ in length, so the caller names a short row; blank lines are not rows; a stray
 * quote inside a cell (`Tote 12" wide`) is kept as typed.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      // Each line end on its own: a file edited on two systems mixes them, and one guess would join rows.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')
      throw new Error(`a quoted cell is never closed (it opens in row ${Number(error.records) + 1})`);
    throw error;
  }
}
