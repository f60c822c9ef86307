// npm run check-data -- [--emulator HOST:PORT | --project ID]
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { collectionFileName } from '../../src/domain/collection-file.ts';
import { demoDocuments } from '../../src/data/demo/demo-documents.ts';
import type { RawDocument } from '../../src/data/source.ts';
import { extraLanguageKeys } from '../../src/domain/shop-languages.ts';
import { openCatalogue } from '../catalogue/open-catalogue.ts';
import { openAdminFirestore, TARGET_OPTIONS, UsageError } from './admin-connection.ts';
import { dataReport, type CollectionRead } from './data-report.ts';
import { runCli } from './run-cli.ts';

const USAGE = `Usage: npm run check-data -- [--emulator HOST:PORT | --project ID]
  Reads every collection of the catalogue's lists (CATALOGUE_CONFIG, else catalogue.config.yaml) with the
  site's own checks and prints, per collection, how many products are shown and hidden, each skipped or
  repaired document with its id and the reason, and each document with fields its list does not use.
  Without --emulator or --project: the demo data files (files.demoData).
  Exit code 1 when a document is skipped or a collection cannot be read; repairs alone exit 0.`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { ...TARGET_OPTIONS, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { file, catalogue, demoDir } = openCatalogue();
  const collections = [...new Set(catalogue.lists.map((l) => l.collection))];
  const priced = new Set(catalogue.lists.filter((l) => l.price).map((l) => l.collection));
  const firestore = values.emulator !== undefined || values.project !== undefined;

  let reads: CollectionRead[];
  if (firestore) {
    const { db, label } = await openAdminFirestore(values);
    console.log(`Checking ${collections.length} ${collections.length === 1 ? 'collection' : 'collections'} of ${label}`);
    try {
      reads = await Promise.all(
        collections.map(async (collection): Promise<CollectionRead> => {
          const snapshot = await db.collection(collection).get();
          const docs: RawDocument[] = snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
          return { collection, priced: priced.has(collection), docs };
        }),
      );
    } finally {
      await db.terminate();
    }
  } else {
    if (demoDir === undefined) throw new UsageError(`${file.label} names no demo data folder (files.demoData).\n${USAGE}`);
    console.log(`Checking the demo data of ${file.label} (${relative(process.cwd(), demoDir) || '.'})`);
    reads = collections.map((collection) => readDemoFile(collection, priced.has(collection), demoDir));
  }

  const { text, failures } = dataReport(reads, catalogue.site, extraLanguageKeys(catalogue));
  process.stdout.write(text);
  if (failures > 0) {
    console.error(
      `${failures} ${failures === 1 ? 'problem keeps' : 'problems keep'} products off the site: fix the data named above and run again.`,
    );
    return 1;
  }
  return 0;
}

function readDemoFile(collection: string, priced: boolean, dir: string): CollectionRead {
  const path = join(dir, collectionFileName(collection));
  const name = relative(process.cwd(), path);
  if (!existsSync(path)) return { collection, priced, missing: `no demo file (${name}); the list shows as empty` };
  try {
    // Read as the site reads it: every item becomes a document, so the same checks name the odd ones.
    return { collection, priced, docs: demoDocuments(JSON.parse(readFileSync(path, 'utf8'))) };
  } catch (error) {
    return { collection, priced, error: `${name}: ${(error as Error).message}` };
  }
}

runCli(main);
