/**
 * CSV for spreadsheets, written the same way by the owner's inbox in the browser and by
 * `npm run enquiries -- export` in Node: one implementation, so both neutralise formulas alike.
 * Small on purpose: a CSV library would be a browser dependency for a few lines of quoting.
 */

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"), the full-width
// forms included. A cell starts at the start of a value, and wherever a spreadsheet might split one: a
// spreadsheet in a semicolon locale (German, French, ...) splits `x;=1+1` at the semicolon, whatever the
// quotes say, and a split may leave spaces or a quote before the formula.
const FORMULA_START = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** The text of one cell with an apostrophe before every formula a spreadsheet could find at the start of a cell. */
export function neutralised(value: string): string {
  return value.replace(FORMULA_START, "$1$2'");
}

/** One cell as written: neutralised, then quoted, its quotes doubled (RFC 4180). Line breaks stay inside the quotes. */
export function csvCell(value: string): string {
  return `"${neutralised(value).replaceAll('"', '""')}"`;
}

/** Byte order mark: spreadsheet programs then read the file as UTF-8 (Bengali names). */
const BOM = '\uFEFF';

/**
 * CSV text for spreadsheets: every cell quoted and neutralised, CRLF line ends, and a BOM so that
 * spreadsheet programs read UTF-8 correctly.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
