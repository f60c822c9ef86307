// npm run seed -- [--emulator HOST:PORT | --project ID] [--file products.csv|.json|.yaml --collection NAME]
import { parseArgs } from 'node:util';
import { openCatalogue } from '../catalogue/open-catalogue.ts';
import { openAdminFirestore, TARGET_OPTIONS, UsageError } from './admin-connection.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import type { CollectionUpload } from './demo-catalogue.ts';
import { readProductFile } from './product-file.ts';
import { printable } from '../../src/domain/printable.ts';
import { extraLanguageKeys } from '../../src/domain/shop-languages.ts';
import { progressBar } from './progress.ts';
import { runCli } from './run-cli.ts';
import { uploadCollections } from './upload.ts';

const USAGE = `Usage: npm run seed -- [--emulator HOST:PORT | --project ID] [--file FILE --collection NAME]
  Without --file: uploads the demo catalogue to the collections named in the catalogue (CATALOGUE_CONFIG, else catalogue.config.yaml).
  With --file: uploads one .csv, .json or .yaml file of products (id, title, des, img, price).
  Every product is checked as the site checks it (npm run check-data): nothing is written while one would be
  skipped, lose its image or price, or be cut; a price such as "₹1,299" is written as the number 1299.`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { ...TARGET_OPTIONS, file: { type: 'string' }, collection: { type: 'string' } } });
  if ((values.file === undefined) !== (values.collection === undefined))
    throw new UsageError(`--file and --collection go together.\n${USAGE}`);
  const { file, catalogue, demoDir } = openCatalogue();
  const languages = extraLanguageKeys(catalogue);

  // Everything is read and checked before the first write, so a bad file changes nothing.
  let uploads: CollectionUpload[];
  let problems: string[];
  let notes: string[];
  if (values.file !== undefined && values.collection !== undefined) {
    const known = [...new Set(catalogue.lists.map((l) => l.collection))];
    if (!known.includes(values.collection)) {
      throw new UsageError(`"${values.collection}" is not a collection of ${file.label} (lists[].collection): ${known.join(', ')}`);
    }
    const checked = readProductFile(values.file, catalogue.site, languages);
    uploads = [{ collection: values.collection, docs: checked.docs }];
    problems = checked.problems;
    notes = checked.notes;
  } else {
    const demo = demoCatalogue(catalogue, demoDir, languages);
    for (const name of demo.missing) console.error(`note: no demo data for "${name}"; it is left as it is`);
    uploads = demo.uploads;
    problems = demo.problems;
    notes = demo.notes;
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(printable(problem));
    console.error(`Nothing was written: fix the ${problems.length === 1 ? 'problem' : `${problems.length} problems`} above and run again.`);
    return 1;
  }

  for (const note of notes) console.error(`note: ${printable(note)}; written in this clean form`);

  const { db, label } = await openAdminFirestore(values);
  try {
    const written = await uploadCollections(db, uploads, progressBar('seeding'));
    console.log(`Wrote ${written} documents to ${uploads.length} ${uploads.length === 1 ? 'collection' : 'collections'} of ${label}.`);
  } finally {
    await db.terminate();
  }
  return 0;
}

runCli(main);
