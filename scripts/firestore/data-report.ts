import { describeFindings, type DocumentReport } from '../../src/data/product-report.ts';
import { checkProducts } from '../../src/data/products.ts';
import type { RawDocument } from '../../src/data/source.ts';
import type { Money } from '../../src/domain/price.ts';
import { productFields } from '../../src/domain/product-fields.ts';
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

// Said once under the report when a document has fields its list does not use.
const unusedNote = (languages: readonly string[]) =>
  `Unused fields are ignored by the site, and the owner's pages save a product only without them ` +
  `(a product has ${productFields(true, languages).join(', ')}; price only on a list with prices).`;

/**
 * Per collection: how many products the site shows and how many the owner hid, then every skipped or repaired
 * document with its id and reason, and every document with fields its list does not use (a typo in a field
 * name, a field of another tool), which the rules refuse on an edit from the owner's pages.
 * `money` is the shop's site.lang and site.currency, in which a price example is given; `languages` are the keys
 * of the shop's other languages, whose texts (`i18n`) are checked (none: `i18n` is an unused field, as any other).
 */
export function dataReport(reads: CollectionRead[], money?: Money, languages: readonly string[] = []): DataReport {
  const lines: string[] = [];
  let failures = 0;
  const total = { shown: 0, hidden: 0, skipped: 0, repaired: 0 };
  let unusedSeen = false;
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
    const { products, reports } = checkProducts(read.docs, money, languages);
    const shownHere = products.filter((p) => !p.hidden);
    const hidden = products.length - shownHere.length;
    const skipped = reports.filter((r) => r.skipped).length;
    const unpriced = read.priced ? shownHere.filter((p) => p.price === undefined).length : 0;
    const unused = unusedFields(read.docs, read.priced, languages);
    unusedSeen ||= unused.length > 0;
    failures += skipped;
    total.shown += shownHere.length;
    total.hidden += hidden;
    total.skipped += skipped;
    total.repaired += reports.length - skipped;
    const counts = [
      `${shownHere.length} shown`,
      ...(hidden > 0 ? [`${hidden} hidden`] : []),
      ...(skipped > 0 ? [`${skipped} skipped`] : []),
      ...(reports.length > skipped ? [`${reports.length - skipped} repaired`] : []),
      ...(unpriced > 0 ? [`${unpriced} shown without a price on a list with prices`] : []),
      ...(unused.length > 0 ? [`${unused.length} with unused fields`] : []),
    ];
    lines.push(`${name}: ${counts.join(', ')}`);
    for (const report of reports) lines.push(reportLine(report));
    for (const { id, fields } of unused) lines.push(`  unused    ${shown(id)}: ${shown(fields.join(', '))}`);
  }
  const hiddenTotal = total.hidden > 0 ? `, ${total.hidden} hidden` : '';
  lines.push(`In all: ${total.shown} shown${hiddenTotal}, ${total.skipped} skipped, ${total.repaired} repaired.`);
  if (unusedSeen) lines.push(unusedNote(languages));
  return { text: `${lines.join('\n')}\n`, failures };
}

/** The documents holding keys that are not among their list's product fields, with those keys. */
function unusedFields(docs: RawDocument[], priced: boolean, languages: readonly string[]): { id: string; fields: string[] }[] {
  const known = new Set<string>(productFields(priced, languages));
  return docs.flatMap(({ id, data }) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
    const fields = Object.keys(data).filter((key) => !known.has(key));
    return fields.length > 0 ? [{ id, fields }] : [];
  });
}

function reportLine({ id, skipped, findings }: DocumentReport): string {
  return `  ${skipped ? 'skipped ' : 'repaired'}  ${shown(id)}: ${shown(describeFindings(findings))}`;
}
