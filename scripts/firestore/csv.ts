import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

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

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"), the full-width
// forms included. A cell starts at the start of a value, and wherever a spreadsheet might split one: a
// spreadsheet in a semicolon locale (German, French, ...) splits `x;=1+1` at the semicolon, whatever the
// quotes say, and a split may leave spaces or a quote before the formula.
const FORMULA_START = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** The text of one cell with an apostrophe before every formula a spreadsheet could find at the start of a cell. */
export function neutralised(value: string): string {
  return value.replace(FORMULA_START, "$1$2'");
}

/**
 * CSV text for spreadsheets: every cell quoted and neutralised, CRLF line ends, and a BOM so that
 * spreadsheet programs read UTF-8 (Bengali names) correctly.
 */
export function toCsv(rows: string[][]): string {
  return stringify(
    rows.map((row) => row.map(neutralised)),
    { bom: true, quoted: true, quoted_empty: true, record_delimiter: 'windows' },
  );
}
