import { printable } from '../domain/printable';
import type { Finding } from './product';

// The wording of what the checks found: for the command-line data report and the build's warnings.

/** One document that is not shown as it is stored: skipped, or shown after the findings were repaired. */
export interface DocumentReport {
  id: string;
  skipped: boolean;
  findings: Finding[];
}

/** "title: ...; img: ...": one line for a console or a terminal. */
export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.field}: ${f.message}`).join('; ');
}

/**
 * The build's warning about one document of a collection that is not shown exactly as stored, on one
 * printable line: the id and the quoted values are the data's, and the build prints them to a terminal.
 */
export function warningLine(collection: string, { id, skipped, findings }: DocumentReport): string {
  return printable(`[catalogue] ${skipped ? 'skipped' : 'repaired'} ${collection}/${id}: ${describeFindings(findings)}`);
}
