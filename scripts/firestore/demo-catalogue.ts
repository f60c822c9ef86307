import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../src/catalogue/schema.ts';
import { collectionFileName } from '../../src/domain/collection-file.ts';
import { readProductFile } from './product-file.ts';
import type { ProductDocument } from './product-file.ts';

export interface CollectionUpload {
  collection: string;
  docs: ProductDocument[];
}

/**
 * The built-in demo data under the config's collection names ('Ladies Bag' <- ladies-bag.json),
 * checked like any other file. A collection without a demo file is reported, not invented. `languages`: the keys
 * of the shop's other languages, whose texts (`i18n`) the products may have.
 */
export function demoCatalogue(
  catalogue: Catalogue,
  dir: string | undefined,
  languages: readonly string[] = [],
): { uploads: CollectionUpload[]; problems: string[]; notes: string[]; missing: string[] } {
  const uploads: CollectionUpload[] = [];
  const problems: string[] = [];
  const notes: string[] = [];
  const missing: string[] = [];
  for (const collection of new Set(catalogue.lists.map((l) => l.collection))) {
    const file = dir === undefined ? undefined : join(dir, collectionFileName(collection));
    if (file === undefined || !existsSync(file)) {
      missing.push(collection);
      continue;
    }
    const checked = readProductFile(file, catalogue.site, languages);
    problems.push(...checked.problems);
    notes.push(...checked.notes);
    uploads.push({ collection, docs: checked.docs });
  }
  return { uploads, problems, notes, missing };
}
