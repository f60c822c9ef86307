// npm run enquiries -- list | export --csv FILE | mark ID STATUS   [--emulator HOST:PORT | --project ID]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/open-catalogue.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { createAdminHelpers } from './admin-helpers.ts';
import { openAdminFirestore, TARGET_OPTIONS, UsageError } from './admin-connection.ts';
import { printable } from '../../src/domain/printable.ts';
import { enquiriesCsv } from '../../src/domain/enquiry-export.ts';
import { ownerStatuses } from '../../src/domain/enquiry-keys.ts';
import { shopLanguages } from '../../src/domain/shop-languages.ts';
import { fullDays, listing } from './enquiry-table.ts';
import { runCli } from './run-cli.ts';

const USAGE = `Usage: npm run enquiries -- COMMAND [--emulator HOST:PORT | --project ID]
  list                 every enquiry, newest first, after the days the daily cap was reached
  export --csv FILE    every enquiry, newest first, with the owner's notes, as a spreadsheet-safe CSV file
  mark ID STATUS       sets the status of one enquiry to one of enquiries.status and enquiries.statuses`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ...TARGET_OPTIONS, csv: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  const shapes: Record<string, number> = { list: 0, export: 0, mark: 2 };
  if (command === undefined || shapes[command] !== rest.length) throw new UsageError(USAGE);
  if ((command === 'export') !== (values.csv !== undefined))
    throw new UsageError(`--csv FILE goes with export, and only with it.\n${USAGE}`);

  const { catalogue, file } = openCatalogue();
  if (!catalogue.enquiries) throw new UsageError(`${file.label} has no enquiries block: this shop takes no enquiries.`);
  const { collection, fields } = catalogue.enquiries;
  // A status the owner's pages and the rules do not know would be a status nobody can set back.
  const allowed = ownerStatuses(catalogue.enquiries);
  if (command === 'mark' && !allowed.includes(rest[1] ?? ''))
    throw new UsageError(
      `STATUS must be one of the statuses of ${file.label} (enquiries.status and enquiries.statuses): ${allowed.map((a) => JSON.stringify(a)).join(', ')}; got ${JSON.stringify(printable(rest[1] ?? ''))}.`,
    );
  const { db, label } = await openAdminFirestore(values);
  const languages = catalogue.locales ? shopLanguages(catalogue).map((l) => l.key) : undefined;
  const helpers = createAdminHelpers(db, collection, languages);
  try {
    if (command === 'mark') {
      const [id = '', status = ''] = rest;
      const before = await helpers.readEnquiry(id);
      if (!before) throw new UsageError(`No enquiry with id "${printable(id)}" in ${collection} of ${label}.`);
      // As the owner's inbox does (and the rules demand of it): the server's time of the change, for the CSV's updatedAt.
      await helpers.updateDocument(collection, id, { status, updatedAt: FieldValue.serverTimestamp() });
      console.log(`${printable(id)}: ${printable(before.status) || '(none)'} -> ${printable(status)}`);
      return 0;
    }
    const enquiries = await helpers.readOwnerEnquiries();
    if (command === 'list') {
      const full = fullDays(await helpers.readDayCounts(), catalogue.enquiries.dailyLimit);
      process.stdout.write(`${full}${full ? '\n' : ''}${listing(fields, enquiries)}`);
    } else {
      writeFileSync(values.csv!, enquiriesCsv(fields, enquiries, { lang: Boolean(catalogue.locales) }));
      console.log(`Wrote ${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'} to ${values.csv}.`);
    }
    return 0;
  } finally {
    await db.terminate();
  }
}

runCli(main);
