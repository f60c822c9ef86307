import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firestoreIndexes, renderIndexes } from '../../../../scripts/firestore/render-indexes';
import { SHIPPED_CONFIG, catalogueFile } from '../../../../scripts/catalogue/catalogue-file';
import { generatedFiles, staleFiles } from '../../../../scripts/catalogue/generated-files';
import { SPEC, catalogueFrom, mutate, specCatalogue } from '../../../support/catalogue';
import { minimalCatalogue } from '../../../support/minimal-catalogue';

const withOwners = (yaml: string) => catalogueFrom(`${yaml}\nowners: [rina@example.in]\n`);

describe('firestore.indexes.json', () => {
  it("holds the index the owner's inbox needs: enquiries by status, newest first", () => {
    expect(firestoreIndexes(withOwners(SPEC))).toEqual({
      indexes: [
        {
          collectionGroup: 'Online-Enqueries',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'createdAt', order: 'DESCENDING' },
          ],
        },
      ],
      fieldOverrides: [],
    });
    const renamed = withOwners(mutate(SPEC, 'collection: Online-Enqueries', 'collection: Shop Enquiries'));
    expect(firestoreIndexes(renamed).indexes.map((i) => i.collectionGroup)).toEqual(['Shop Enquiries']);
    expect(renderIndexes(withOwners(SPEC))).toMatch(/^\{\n {2}"indexes": \[\n[^]*\n\}\n$/);
  });

  it('holds none for a shop without owners or without enquiries: nobody runs that query', () => {
    expect(firestoreIndexes(specCatalogue())).toEqual({ indexes: [], fieldOverrides: [] });
    // The config refuses owners without enquiries (owners.test.ts); the indexes stay empty if handed them anyway.
    const noEnquiries = catalogueFrom(minimalCatalogue());
    expect(firestoreIndexes({ ...noEnquiries, owners: ['rina@example.in'] })).toEqual({ indexes: [], fieldOverrides: [] });
  });

  it('is a generated file, checked by check-config and named in firebase.json beside the rules', () => {
    const files = generatedFiles(catalogueFile(SHIPPED_CONFIG), withOwners(SPEC), null);
    const indexes = files.find((f) => f.path === resolve('firestore.indexes.json'));
    expect(indexes).toMatchObject({ what: 'the Firestore indexes', content: renderIndexes(withOwners(SPEC)), required: true });
    // Written for a shop with owners, it is stale for one without (in a folder of its own: not the repository's file).
    const written = join(mkdtempSync(join(tmpdir(), 'indexes-')), 'firestore.indexes.json');
    writeFileSync(written, indexes!.content);
    expect(staleFiles([{ ...indexes!, path: written }])).toEqual([]);
    expect(staleFiles([{ ...indexes!, path: written, content: renderIndexes(specCatalogue()) }])).toHaveLength(1);
    const hosting = files.find((f) => f.path === resolve('firebase.json'));
    expect((JSON.parse(hosting!.content) as { firestore: unknown }).firestore).toEqual({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
  });
});
