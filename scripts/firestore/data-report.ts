import { describeFindings, type DocumentReport } from '../../src/data/product-report.ts';
import { checkProducts } from '../../src/data/products.ts';
import type { RawDocument } from '../../src/data/source.ts';
import type { Money } from '../../src/domain/price.ts';
import { printable } from '../../src/domain/printable.ts';

/** One collection as read: its documents, or why there are none to check. */
export type CollectionRead = { collection: string; priced: boolean } & (
  | { docs: RawDocument[] }
  | { missing: string } // no demo file: the list is empty, which is not a fault of the data
  | { error: string }
);

export interface DataReport {
  text: string;
  /** Documents not shown at all, plus collections that could not be read. */
  failures: number;
}

// An id or reason can be anything a document holds: a megabyte of text must not flood the terminal.
const MAX_PRINTED = 300;
const shown = (s: string) => {
  const line = printable(s);
  return line.length > MAX_PRINTED ? `${line.slice(0, MAX_PRINTED - 1)}…` : line;
};

/**
 * Per collection: how many products the site shows, then every skipped or repaired document with its id and reason.
 * `money` is the shop's site.lang and site.currency, in which a price example is given.
 */
export function dataReport(reads: CollectionRead[], money?: Money): DataReport {
  const lines: string[] = [];
  let failures = 0;
  const total = { shown: 0, skipped: 0, repaired: 0 };
  for (const read of reads) {
    const name = shown(read.collection);
    if ('missing' in read) {
      lines.push(`${name}: ${read.missing}`);
      continue;
    }
    if ('error' in read) {
      failures++;
      lines.push(`${name}: could not be read: ${shown(read.error)}`);
      continue;
    }
    const { products, reports } = checkProducts(read.docs, money);
    const skipped = reports.filter((r) => r.skipped).length;
    const unpriced = read.priced ? products.filter((p) => p.price === undefined).length : 0;
    failures += skipped;
    total.shown += products.length;
    total.skipped += skipped;
    total.repaired += reports.length - skipped;
    const counts = [
      `${products.length} shown`,
      ...(skipped > 0 ? [`${skipped} skipped`] : []),
      ...(reports.length > skipped ? [`${reports.length - skipped} repaired`] : []),
      ...(unpriced > 0 ? [`${unpriced} shown without a price on a list with prices`] : []),
    ];
    lines.push(`${name}: ${counts.join(', ')}`);
    for (const report of reports) lines.push(reportLine(report));
  }
  lines.push(`In all: ${total.shown} shown, ${total.skipped} skipped, ${total.repaired} repaired.`);
  return { text: `${lines.join('\n')}\n`, failures };
}

function reportLine({ id, skipped, findings }: DocumentReport): string {
  return `  ${skipped ? 'skipped ' : 'repaired'}  ${shown(id)}: ${shown(describeFindings(findings))}`;
}
